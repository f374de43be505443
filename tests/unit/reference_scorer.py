#!/usr/bin/env python3
"""Test-only reference MR-Score, written from ../shared/docs/mr-score.md (beside the project) alone.

It shares no code with the TypeScript module (lib/mr-score) nor with the official MR-Ben
repository; parity.test.ts scores generated files with both and compares the numbers.

usage: reference_scorer.py RESULTS.json[.gz] [--truth DATA_DIR]
prints {"subjects": {subject: counts and metrics}, "mean_mr_score": x, "quirks": {...}}
"""
import argparse
import gzip
import json
import math
import os

SUBJECT_FILES = ['biology', 'math', 'physics', 'medicine', 'coding', 'chemistry', 'logic']
STEP_NAMES = {'step %d' % n: str(n) for n in range(30)}


def read_json(path):
    with open(path, 'rb') as f:
        raw = f.read()
    if raw[:2] == b'\x1f\x8b':
        raw = gzip.decompress(raw)
    return json.loads(raw.decode('utf-8'))


def identity(subject, uuid, model, steps):
    return (subject, uuid, model, json.dumps(steps, sort_keys=True, ensure_ascii=False))


def benchmark_truth(data_dir):
    truth = {}
    for subject in SUBJECT_FILES:
        path = os.path.join(data_dir, subject + '.json')
        if not os.path.exists(path):
            continue
        for solutions in read_json(path).values():
            for s in solutions:
                key = identity(subject, s['Question_UUID'], s['Sampled_Model'], s['Model_Solution_Steps'])
                truth[key] = (s['Model_Solution_Correctness'], s['Model_Solution_First_Error_Step'])
    return truth


def letters(text):
    return ''.join(ch for ch in text.strip().lower() if ch.isalpha())


def step_of(raw):
    """(step compared by scoring, kind, the text a quirk check needs)."""
    stripped = raw.strip()
    if stripped.isdigit():
        return raw, 'digits', stripped
    key = ''.join(ch for ch in stripped.lower() if ch.isalnum() or ch == ' ')
    return STEP_NAMES.get(key, ''), 'key', key


def verdict_counts(record):
    return 'correct' in record['Error_Reason_Correctness_Analysis']['error_reason_correctness'].lower()


def says_incorrect(record):
    return 'incorrect' in record['Error_Reason_Correctness_Analysis']['error_reason_correctness'].lower()


def score(results, truth=None):
    subjects, quirks = {}, {'bareDigitStep': 0, 'stepAbove29': 0, 'incorrectVerdictCredited': 0, 'codingFallThroughCredit': 0}
    for subject, records in results.items():
        c = dict(n_correct=0, n_incorrect=0, tp=0, tn=0, step_correct=0, reason_correct=0)
        for r in records:
            if truth is None:
                correctness, first_step = r['Model_Solution_Correctness'], r['Model_Solution_First_Error_Step']
            else:
                key = identity(subject, r['Question_UUID'], r['Sampled_Model'], r['Model_Solution_Steps'])
                if key not in truth:
                    continue
                correctness, first_step = truth[key]
            c['n_correct' if correctness == 'correct' else 'n_incorrect'] += 1
            result = r['Evaluation_Result']
            if letters(result['solution_correctness']) != correctness:
                continue
            if correctness == 'correct':
                c['tp'] += 1
                continue
            c['tn'] += 1
            if subject == 'coding' and verdict_counts(r):
                c['step_correct'] += 1
                c['reason_correct'] += 1
                quirks['incorrectVerdictCredited'] += says_incorrect(r)
                continue
            predicted, kind, text = step_of(result['first_error_step'])
            if predicted == first_step:
                c['step_correct'] += 1
                if subject == 'coding':
                    quirks['codingFallThroughCredit'] += 1
                elif verdict_counts(r):
                    c['reason_correct'] += 1
                    quirks['incorrectVerdictCredited'] += says_incorrect(r)
            elif kind == 'digits' and text == first_step:
                quirks['bareDigitStep'] += 1
            elif kind == 'key' and text == 'step ' + first_step and first_step.isascii() and first_step.isdigit() and int(first_step) >= 30:
                quirks['stepAbove29'] += 1
        subjects[subject] = metrics(c)
    mean = sum(s['mr_score'] for s in subjects.values()) / len(subjects)
    return {'subjects': subjects, 'mean_mr_score': mean, 'quirks': quirks}


def metrics(c):
    tp, tn = c['tp'], c['tn']
    fp, fn = c['n_incorrect'] - tn, c['n_correct'] - tp
    top = tp * tn - fp * fn
    bottom = math.sqrt((tp + fp) * (tp + fn) * (tn + fp) * (tn + fn))
    mcc = 0.0 if top == 0 or bottom == 0 else top / bottom
    acc_step = c['step_correct'] / c['n_incorrect'] if c['n_incorrect'] else 0.0
    acc_reason = c['reason_correct'] / c['n_incorrect'] if c['n_incorrect'] else 0.0
    return dict(c, fp=fp, fn=fn, mcc=mcc, acc_step=acc_step, acc_reason=acc_reason,
                mr_score=0.2 * max(0, mcc) + 0.3 * acc_step + 0.5 * acc_reason)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('results')
    ap.add_argument('--truth')
    a = ap.parse_args()
    truth = benchmark_truth(a.truth) if a.truth else None
    print(json.dumps(score(read_json(a.results), truth)))


if __name__ == '__main__':
    main()
