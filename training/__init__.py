"""serval.training: data loading, training, evaluation and metrics."""
