"""serval.model: generic forms (slots, entities, filling) and the Transformer translator.

Nothing is imported here, so light modules (the client hot path) never pull in torch.
"""
