"""The matextract book's field scoring, timed as the book runs it, for `npm run bench:extraction`.

    book_functions.py REFERENCES.jsonl PREDICTIONS.jsonl

Reads the references ({"id", "reference"} a line) and the predictions ({"id", "prediction"} a
line), parses each prediction from its first "{" to its last "}", and scores it with the book's
three functions as its evaluation chapter defines them (a generator of the correct items with their
paths, their count, the leaf count) and statistics.mean. Prints recall, precision and F1. An
unparseable prediction scores 0, as in the portal. Standard library only.
"""
import json
import sys
from statistics import mean


def correct_items(truth, prediction):
    """Yields (path, value) for each equal leaf reached by walking both dicts; lists as a cross product of dict items."""
    for key, expected in truth.items():
        if key not in prediction:
            continue
        found = prediction[key]
        if isinstance(expected, dict) and isinstance(found, dict):
            for path, value in correct_items(expected, found):
                yield f"{key}.{path}", value
        elif isinstance(expected, list) and isinstance(found, list):
            for left in expected:
                for right in found:
                    if isinstance(left, dict) and isinstance(right, dict):
                        for path, value in correct_items(left, right):
                            yield f"{key}.[].{path}", value
        elif expected == found:
            yield key, expected


def count_correct_items(truth, prediction):
    return len(list(correct_items(truth, prediction)))


def count_leaves(value):
    if isinstance(value, dict):
        return sum(count_leaves(inner) for inner in value.values())
    if isinstance(value, list):
        return sum(count_leaves(inner) for inner in value)
    return 1


def main():
    references_path, predictions_path = sys.argv[1], sys.argv[2]
    references = {}
    with open(references_path, encoding="utf-8") as lines:
        for line in lines:
            record = json.loads(line)
            references[record["id"]] = record["reference"]
    recalls, precisions = [], []
    with open(predictions_path, encoding="utf-8") as lines:
        for line in lines:
            record = json.loads(line)
            truth, text = references[record["id"]], record["prediction"]
            try:
                prediction = json.loads(text[text.index("{") : text.rindex("}") + 1])
            except ValueError:
                recalls.append(0)
                precisions.append(0)
                continue
            correct = count_correct_items(truth, prediction)
            recalls.append(correct / count_leaves(truth))
            leaves = count_leaves(prediction)
            precisions.append(correct / leaves if leaves else 0)
    recall, precision = mean(recalls), mean(precisions)
    f1 = 2 / (1 / recall + 1 / precision) if recall and precision else 0
    print(json.dumps({"records": len(recalls), "recall": recall, "precision": precision, "f1": f1}))


if __name__ == "__main__":
    main()
