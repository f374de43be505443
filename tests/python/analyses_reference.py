"""Independent reference for lib/mr-score/analyses.ts, written from the definitions in
lib/mr-score/README.md ("Analyses") and ../shared/docs/mr-score.md; it shares no code with the
TypeScript. Each record is scored here per record (truth from the file's own fields), then:
breakdowns by difficulty level (the dataset Subject's high_school_/college_ prefix), by
Sampled_Model and by first-error position (thirds of the solution's steps), the flag's confusion
matrix with precision/recall/F1 for incorrect solutions, and the predicted-step offsets.

usage: analyses_reference.py RESULTS.json[.gz]   prints one JSON object (no bootstrap intervals)
"""
import gzip
import json
import math
import sys

STEP_NAMES = {'step %d' % n: str(n) for n in range(30)}


def read_json(path):
    with open(path, 'rb') as f:
        raw = f.read()
    if raw[:2] == b'\x1f\x8b':
        raw = gzip.decompress(raw)
    return json.loads(raw.decode('utf-8'))


def letters(text):
    return ''.join(ch for ch in text.strip().lower() if ch.isalpha())


def scoring_step(raw):
    stripped = raw.strip()
    if stripped.isdigit():
        return raw
    return STEP_NAMES.get(''.join(ch for ch in stripped.lower() if ch.isalnum() or ch == ' '), '')


def review_step(raw):
    stripped = raw.strip()
    if stripped.isdigit():
        return stripped
    return STEP_NAMES.get(''.join(ch for ch in stripped.lower() if ch.isalnum() or ch == ' '), '')


def counts_as_correct(record):
    analysis = record.get('Error_Reason_Correctness_Analysis')
    return analysis is not None and 'correct' in analysis['error_reason_correctness'].lower()


def ascii_number(text):
    return text != '' and all('0' <= ch <= '9' for ch in text)


def per_record(subject, r):
    truth = r['Model_Solution_Correctness']
    truth_step = r['Model_Solution_First_Error_Step']
    said = letters(r['Evaluation_Result']['solution_correctness'])
    hit = said == truth
    outcome = ('tp' if truth == 'correct' else 'tn') if hit else ('fn' if truth == 'correct' else 'fp')
    step = reason = False
    if outcome == 'tn':
        if subject == 'coding' and counts_as_correct(r):
            step = reason = True
        elif scoring_step(r['Evaluation_Result']['first_error_step']) == truth_step:
            step = True
            reason = subject != 'coding' and counts_as_correct(r)
    steps = r['Model_Solution_Steps']
    level = r['Subject']
    return {
        'truth': truth,
        'truth_step': truth_step,
        'said': said,
        'outcome': outcome,
        'step': step,
        'reason': reason,
        'level': 'high_school' if level.startswith('high_school_') else 'college' if level.startswith('college_') else 'none',
        'model': r['Sampled_Model'],
        'n_steps': len(steps) if isinstance(steps, list) else None,
        'raw_step': r['Evaluation_Result']['first_error_step'],
    }


def position(rec):
    if rec['truth'] == 'correct' or rec['n_steps'] is None or rec['n_steps'] < 1 or not ascii_number(rec['truth_step']):
        return 'unknown'
    # (s - 1) / n against 1/3 and 2/3, in exact integers
    thirds = (int(rec['truth_step']) - 1) * 3
    if thirds < rec['n_steps']:
        return 'early'
    if thirds < 2 * rec['n_steps']:
        return 'middle'
    return 'late'


def group(records):
    c = dict(n_correct=0, n_incorrect=0, tp=0, tn=0, step_correct=0, reason_correct=0)
    for rec in records:
        c['n_correct' if rec['truth'] == 'correct' else 'n_incorrect'] += 1
        c['tp'] += rec['outcome'] == 'tp'
        c['tn'] += rec['outcome'] == 'tn'
        c['step_correct'] += rec['step']
        c['reason_correct'] += rec['reason']
    tp, tn = c['tp'], c['tn']
    fp, fn = c['n_incorrect'] - tn, c['n_correct'] - tp
    top = tp * tn - fp * fn
    bottom = math.sqrt((tp + fp) * (tp + fn) * (tn + fp) * (tn + fn))
    mcc = 0.0 if top == 0 or bottom == 0 else top / bottom
    acc_step = c['step_correct'] / c['n_incorrect'] if c['n_incorrect'] else 0.0
    acc_reason = c['reason_correct'] / c['n_incorrect'] if c['n_incorrect'] else 0.0
    return dict(c, fp=fp, fn=fn, mcc=mcc, acc_step=acc_step, acc_reason=acc_reason,
                mr_score=0.2 * max(0, mcc) + 0.3 * acc_step + 0.5 * acc_reason,
                records=len(records), flagRecall=(tn / c['n_incorrect']) if c['n_incorrect'] else None)


def by(records, key):
    groups = {}
    for rec in records:
        groups.setdefault(key(rec), []).append(rec)
    return {name: group(members) for name, members in sorted(groups.items())}


def flag(records):
    confusion = {t: {'correct': 0, 'incorrect': 0, 'other': 0} for t in ('correct', 'incorrect')}
    for rec in records:
        truth = 'correct' if rec['truth'] == 'correct' else 'incorrect'
        said = rec['said'] if rec['said'] in ('correct', 'incorrect') else 'other'
        confusion[truth][said] += 1
    hits = confusion['incorrect']['incorrect']
    flagged = hits + confusion['correct']['incorrect']
    incorrect = sum(confusion['incorrect'].values())
    precision = hits / flagged if flagged else None
    recall = hits / incorrect if incorrect else None
    if precision is None or recall is None:
        f1 = None
    else:
        f1 = 0.0 if precision + recall == 0 else 2 * precision * recall / (precision + recall)
    return {'confusion': confusion, 'precision': precision, 'recall': recall, 'f1': f1, 'mcc': group(records)['mcc']}


def offsets(records):
    out = {'considered': 0, 'histogram': {}, 'exact': 0, 'tooEarly': 0, 'tooLate': 0, 'unreadable': 0}
    misses = []
    for rec in records:
        if rec['outcome'] != 'tn' or not ascii_number(rec['truth_step']):
            continue
        out['considered'] += 1
        predicted = review_step(rec['raw_step'])
        if not ascii_number(predicted):
            out['unreadable'] += 1
            continue
        d = int(predicted) - int(rec['truth_step'])
        out['histogram'][str(d)] = out['histogram'].get(str(d), 0) + 1
        if d == 0:
            out['exact'] += 1
        else:
            out['tooEarly' if d < 0 else 'tooLate'] += 1
            misses.append(abs(d))
    out['meanAbsoluteMiss'] = sum(misses) / len(misses) if misses else None
    return out


def main():
    results = read_json(sys.argv[1])
    records = [per_record(subject, r) for subject, rs in results.items() for r in rs]
    print(json.dumps({
        'records': len(records),
        'byDifficulty': by(records, lambda rec: rec['level']),
        'bySampledModel': by(records, lambda rec: rec['model']),
        'byErrorPosition': by([rec for rec in records if rec['truth'] != 'correct'], position),
        'flag': flag(records),
        'stepOffsets': offsets(records),
    }))


if __name__ == '__main__':
    main()
