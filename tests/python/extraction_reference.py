"""Independent reference for the extraction scorer's parity test (stdlib only).

Reads a matextract-style results file ({"0-shot": {"references": [...], "predictions": [...]}, ...})
and prints, as JSON, for the shot named on the command line: per record the correct items, the
leaves of truth and prediction, recall and precision, for every record whose prediction parses
with json.loads (text from the first "{" to the last "}"), and which records did not parse.
Written from the spec in ../shared/docs/extraction-scoring.md, not from the TypeScript.
"""
import json
import sys


def correct_items(truth, prediction):
    """Number of equal leaves reached by walking both dicts together (lists: cross product of dict items)."""
    total = 0
    for key, truth_value in truth.items():
        if key not in prediction:
            continue
        predicted = prediction[key]
        if isinstance(truth_value, dict) and isinstance(predicted, dict):
            total += correct_items(truth_value, predicted)
        elif isinstance(truth_value, list) and isinstance(predicted, list):
            for left in truth_value:
                for right in predicted:
                    if isinstance(left, dict) and isinstance(right, dict):
                        total += correct_items(left, right)
        elif truth_value == predicted:
            total += 1
    return total


def leaves(value):
    if isinstance(value, dict):
        return sum(leaves(inner) for inner in value.values())
    if isinstance(value, list):
        return sum(leaves(inner) for inner in value)
    return 1


def main():
    path, shot = sys.argv[1], sys.argv[2]
    with open(path, encoding="utf-8") as handle:
        results = json.load(handle)[shot]
    records = []
    unparsed = []
    for index, (reference, text) in enumerate(zip(results["references"], results["predictions"])):
        truth = json.loads(reference)
        try:
            prediction = json.loads(text[text.index("{") : text.rindex("}") + 1])
        except ValueError:  # no "{" or "}" (str.index), or not JSON (JSONDecodeError)
            unparsed.append(index)
            continue
        correct = correct_items(truth, prediction)
        truth_leaves = leaves(truth)
        prediction_leaves = leaves(prediction)
        records.append(
            {
                "index": index,
                "correct": correct,
                "truthLeaves": truth_leaves,
                "predictionLeaves": prediction_leaves,
                "recall": correct / truth_leaves,
                "precision": correct / prediction_leaves if prediction_leaves else None,
            }
        )
    json.dump({"records": records, "unparsed": unparsed}, sys.stdout)


if __name__ == "__main__":
    main()
