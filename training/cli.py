"""``serval-train``: train a translator, evaluate it, export the shipped model.

Kept thin: the work lives in serval.training.{prepare,trainer,evaluation}.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import click

from serval.errors import ServalError


def _fail(exc: ServalError) -> None:
    if os.environ.get("SERVAL_DEBUG"):
        raise exc
    click.echo(f"serval-train: {exc}", err=True)
    sys.exit(exc.exit_code)


def _default_data() -> str | None:
    from serval.paths import shared_data_dir

    found = shared_data_dir()
    return str(found) if found else None


@click.group(invoke_without_command=True, context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--data", type=click.Path(path_type=Path), default=_default_data,
              help="Folder with train/dev split files (NL2Bash .nl/.cm or .jsonl).")
@click.option("--train-split", default="train", show_default=True)
@click.option("--dev-split", default="dev", show_default=True)
@click.option("--out", type=click.Path(path_type=Path), default=Path("runs/default"), show_default=True,
              help="Output folder for checkpoints (last.pt, best.pt) and model.pt.")
@click.option("--d-model", default=256, show_default=True)
@click.option("--layers", default=3, show_default=True, help="Encoder and decoder layers each.")
@click.option("--enc-layers", default=0, help="Encoder layers (0 = --layers).")
@click.option("--dec-layers", default=0, help="Decoder layers (0 = --layers); a shallow decoder decodes faster.")
@click.option("--heads", default=4, show_default=True)
@click.option("--d-ff", default=1024, show_default=True)
@click.option("--dropout", default=0.1, show_default=True)
@click.option("--label-smoothing", default=0.1, show_default=True)
@click.option("--lr", default=7e-4, show_default=True)
@click.option("--warmup", default=400, show_default=True)
@click.option("--schedule", type=click.Choice(["inverse_sqrt", "cosine"]), default="inverse_sqrt", show_default=True)
@click.option("--batch-tokens", default=4096, show_default=True)
@click.option("--epochs", default=30, show_default=True)
@click.option("--max-steps", default=0, show_default=True, help="Stop after N optimizer steps (0 = no limit).")
@click.option("--patience", default=6, show_default=True, help="Early stopping: epochs without dev gain.")
@click.option("--limit", default=0, help="Use only the first N training pairs (smoke tests).")
@click.option("--dev-limit", default=0, help="Use only the first N dev pairs for early stopping.")
@click.option("--seed", default=1, show_default=True)
@click.option("--device", type=click.Choice(["auto", "cpu", "cuda"]), default="auto", show_default=True)
@click.option("--resume", is_flag=True, help="Continue from OUT/last.pt, with its vocabularies (words new since are <unk>).")
@click.option("--average", default=0, help="Average the last N epoch checkpoints into model.pt.")
@click.option("--threads", default=0, help="CPU threads for training (0 = up to 2).")
@click.option("--extra", multiple=True, type=click.Path(path_type=Path, exists=True, dir_okay=False),
              help="More training pairs (JSONL with nl/cmd, or .nl/.cm), added to the train split; repeatable.")
@click.option("--from-feedback", is_flag=True, help="Fine-tune the active model on the feedback database.")
@click.option("--if-new", is_flag=True, help="With --from-feedback: exit 0 quietly when there is nothing new.")
@click.option("--min-new", default=1, show_default=True, help="With --from-feedback: need N new rows since the last run.")
@click.option("--dry-run", is_flag=True, help="With --from-feedback: evaluate and report, write nothing.")
@click.option("--margin", default=1.0, show_default=True,
              help="With --from-feedback: allowed dev template-accuracy drop (points) for promotion.")
@click.pass_context
def main(ctx, **opts):
    """Train the ServalShell translator (or fine-tune it from feedback with --from-feedback)."""
    if ctx.invoked_subcommand is not None:
        return
    try:
        if opts["from_feedback"]:
            from serval.training.finetune import main_from_feedback

            main_from_feedback(ctx, opts)
            return
        if opts["data"] is None:
            raise ServalError("no --data given and ../shared/data/nl2bash not found")
        from serval.training.pipeline import TrainOptions, run_training

        result = run_training(TrainOptions(**{k: v for k, v in opts.items()
                                               if k not in ("from_feedback", "if_new", "min_new", "dry_run", "margin")}))
        click.echo(json.dumps(result, indent=2))
    except ServalError as exc:
        _fail(exc)


@main.command()
@click.option("--model", "model_path", type=click.Path(path_type=Path), default=None,
              help="Checkpoint to evaluate (default: the active model).")
@click.option("--data", type=click.Path(path_type=Path), default=_default_data)
@click.option("--split", default="test", show_default=True)
@click.option("--train-split", default="train", show_default=True, help="For the retrieval baseline.")
@click.option("--baseline", type=click.Choice(["none", "retrieval"]), default="retrieval", show_default=True)
@click.option("--beam", default=5, show_default=True)
@click.option("--alpha", default=None, type=float, help="Length penalty (default: the checkpoint's).")
@click.option("--limit", default=0, help="Only the first N pairs.")
@click.option("--report", "report_path", type=click.Path(path_type=Path), default=None,
              help="Write the JSON report here (default: reports/<split>.json).")
def evaluate(model_path, data, split, train_split, baseline, beam, alpha, limit, report_path):
    """Run a checkpoint on a split; print the metrics table and write a JSON report."""
    try:
        from serval.paths import active_model_path
        from serval.training.evaluation import run_evaluation

        if data is None:
            raise ServalError("no --data given and ../shared/data/nl2bash not found")
        report_path = report_path or Path("reports") / f"{split}.json"
        table = run_evaluation(model_path or active_model_path(), data, split, train_split=train_split,
                               baseline=baseline, beam=beam, alpha=alpha, limit=limit, report_path=report_path)
        click.echo(table)
        click.echo(f"\nreport: {report_path}")
    except ServalError as exc:
        _fail(exc)


@main.command()
@click.argument("checkpoint", type=click.Path(path_type=Path))
@click.argument("out", type=click.Path(path_type=Path))
@click.option("--fp16/--fp32", default=True, show_default=True)
@click.option("--member", "members", multiple=True, type=click.Path(path_type=Path),
              help="Another checkpoint of the same recipe (e.g. another --seed) to decode with as an ensemble; "
                   "repeat for more.")
def export(checkpoint, out, fp16, members):
    """Write a slim inference checkpoint (weights + config + vocabularies, no optimizer state)."""
    try:
        from serval.training.pipeline import export_model

        size = export_model(checkpoint, out, fp16=fp16, members=tuple(members))
        click.echo(f"{out}: {size / 1e6:.1f} MB" + (f", {1 + len(members)} ensemble members" if members else ""))
    except ServalError as exc:
        _fail(exc)
