"""Writes lib/benchmarks/extraction/extraction-score/anls-star-cases.json: the test cases of deepopinion's
ANLS* reference (tests/test_anls_star.py of github.com/deepopinion/anls_star_metric) carried over as data.

Each case is the reference test's ground truth and prediction, transcribed by hand; the tests driven by
Hypothesis are given concrete examples of their strategies. Every expected score is the reference's own
anls_score() on the case, run here, and is checked against what the test asserts (approx, exact, rounded,
an ordering) so a transcription slip fails loudly instead of landing in the file.

Usage: PYTHONPATH=<reference checkout>/src:<dir holding munkres.py> python3 tests/python/anls_star_cases.py > FILE
(Debian's python3-munkres provides munkres.py; the reference imports nothing else.)
"""
import json
import math
import subprocess
import sys
import warnings

from anls_star import anls_score

REPOSITORY = "deepopinion/anls_star_metric"
TAGS = ("$int", "$float", "$tuple", "$dict")
NAN = float("nan")
INF = float("inf")


def encode(value):
    """Python value -> JSON, with tuples, floats and big integers tagged (see ENCODING)."""
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, int):
        return value if abs(value) <= 2**53 else {"$int": str(value)}
    if isinstance(value, float):
        return {"$float": repr(value)}
    if isinstance(value, tuple):
        return {"$tuple": [encode(v) for v in value]}
    if isinstance(value, list):
        return [encode(v) for v in value]
    if isinstance(value, dict):
        assert all(isinstance(k, str) for k in value)
        body = {k: encode(v) for k, v in value.items()}
        return {"$dict": body} if len(body) == 1 and next(iter(body)) in TAGS else body
    raise TypeError(type(value))


ENCODING = (
    "Python values as JSON: null is None, true/false are bools, strings are str, JSON integers are int "
    '(|n| <= 2^53), {"$int": "digits"} is a larger int, {"$float": "repr"} is a float written as Python\'s '
    'repr() writes it ("1.0", "1e-05", "nan", "inf", "-inf"), {"$tuple": [...]} is a tuple (ground-truth '
    "alternatives, best of), [...] is a list, any other object is a dict; a dict whose only key is one of "
    '$int, $float, $tuple, $dict is written {"$dict": {...}}.'
)

cases = []
left_out = []


def case(test, truth, prediction, check, asserted, example=None):
    """Run the reference and keep the case; `check(score)` is the test's own assertion."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        score = anls_score(truth, prediction)
    if not check(score):
        raise AssertionError(f"{test} {example}: reference gives {score}, test asserts {asserted}")
    entry = {"test": test}
    if example is not None:
        entry["example"] = example
    entry.update(truth=encode(truth), prediction=encode(prediction), expected=score, asserted=asserted)
    cases.append(entry)
    return score


def approx(value):
    return lambda score: math.isclose(score, value, rel_tol=1e-6, abs_tol=1e-12)


def exactly(value):
    return lambda score: score == value


def rounded(value):
    return lambda score: round(score, 2) == value


def between(low, high):
    return lambda score: low < score < high


ANY = lambda score: True  # noqa: E731

SCALARS = [None, True, False, "", "Hello", "  two  words ", "ÄÖÜ ß", "😀", 0.0, -0.0, 1.0, 0.1, 1.5, 1e16,
           1e-05, 123456789.123, NAN, INF, -INF, 0, -7, 42, 2**70]

# Scalars
for s in SCALARS:
    case("test_anls_same_value", s, s, approx(1.0), "approx(1.0)", f"s = {s!r}")
for s in [x for x in SCALARS if x is not None]:
    case("test_anls_cast_to_str", s, str(s), approx(1.0), "approx(1.0)", f"gt = {s!r}, pred = str(gt)")
    case("test_anls_cast_to_str", str(s), s, approx(1.0), "approx(1.0)", f"gt = str({s!r}), pred = {s!r}")
case("test_anls_score_should_trim_whitespace", "Test Hello ", " Test    Hello\n\n", approx(1.0), "approx(1.0)")
case("test_anls_score_case_insensitive", "TeSt HeLlO", "tEsT hElLO", approx(1.0), "approx(1.0)")

# Multiple ground truths (tuples)
for s in SCALARS:
    case("test_anls_score_single_answer", (s,), s, approx(1.0), "approx(1.0)", f"s = {s!r}")
for s in ["", "a", "Goodbye", "42", "Hi"]:
    case("test_anls_score_single_wrong_answer", (s,), "Hi there", approx(0.0), "approx(0.0)", f"s = {s!r}")
case("test_anls_score_single_answer_slightly_off", ("500",), "$500", between(0.3, 1.0), "0.3 < anls < 1.0")
case("test_anls_score_float_str", ("0.123",), 0.123, approx(1.0), "approx(1.0)")
for others, correct in [(("a",), "b"), (("",), ""), (("Hello",), "hello"), (("x",), "x"), (("42",), "4.2")]:
    case("test_anls_score_single_answer_multiple_possibilities_should_succed", others + (correct,), correct,
         approx(1.0), "approx(1.0)", f"others = {others!r}, correct = {correct!r}")
case("test_anls_tuple_with_empty_list", {"a": ([], ["a", "b", "c"], ["d", "e", "f"])}, {"a": []},
     approx(1.0), "approx(1.0)")
case("test_anls_tuple_with_empty_list_2", {"a": (["a", "b", "c"], ["d", "e", "f"], [])}, {"a": []},
     approx(1.0), "approx(1.0)")
left_out.append({"test": "test_anls_empty_tuple_should_fail",
                 "why": "checks the library's ValueError for a tuple of no options; AnlsTuple needs at least one "
                        "option by its type and refuses none at run time (anls-star.test.ts)"})

# Lists
case("test_anls_score_empty_list", [], [], approx(1.0), "approx(1.0)")
PERMUTED = [([], []), (["a"], ["a"]), (["a", "b", "c"], ["c", "a", "b"]), (["", "", "x"], ["x", "", ""]),
            (["one", "one", "two"], ["two", "one", "one"]),
            (["ab", "abc", "abcd", "b", "", "xyz", "x y", "1", "2", "3"],
             ["3", "x y", "", "abcd", "ab", "1", "b", "xyz", "2", "abc"])]
for gt, pred in PERMUTED:
    case("test_anls_score_permuted_list", gt, pred, approx(1.0), "approx(1.0)", f"lst = {gt!r}, shuffled")
TEN = [["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"], ["", "", "", "", "", "", "", "", "", ""],
       ["same"] * 10, ["ab", "abc", "abcd", "b", "", "xyz", "x y", "1", "2", "3"]]
for lst in TEN:
    case("test_anls_score_list_results_one_missing_at_end", lst, lst[:-1], approx(0.9), "approx(0.9)",
         f"lst = {lst!r}")
    case("test_anls_score_list_results_one_missing_at_beginning", lst, lst[1:], approx(0.9), "approx(0.9)",
         f"lst = {lst!r}")
case("test_anls_score_list_results_completely_off", ["a", "b", "c"], ["what", "is", "otera"], approx(0.0),
     "approx(0.0)")
first = case("test_anls_missed_list_elements_should_lower_score", ["one", "two", "three"], ["one", "to", "three"],
             between(0.0, 1.0), "1.0 > anls1 > anls2 > 0.0", "anls1")
case("test_anls_missed_list_elements_should_lower_score", ["one", "two", "three"], ["one", "to"],
     between(0.0, first), "1.0 > anls1 > anls2 > 0.0", "anls2")
first = case("test_anls_hallucinated_list_elements_should_lower_score", ["one", "two", "three"],
             ["one", "to", "three"], between(0.0, 1.0), "1.0 > anls1 > anls2 > 0.0", "anls1")
case("test_anls_hallucinated_list_elements_should_lower_score", ["one", "two", "three"],
     ["one", "to", "three", "four"], between(0.0, first), "1.0 > anls1 > anls2 > 0.0", "anls2")
case("test_anls_list_permutation_invariant", ["one", "two", "three"], ["three", "one", "two"], approx(1.0),
     "approx(1.0)")

# None
for pred in [None, [], {}, ""]:
    case("test_anls_score_falsy_values_should_match_none", None, pred, approx(1.0), "approx(1.0)",
         f"pred = {pred!r}")
for pred in [False, True, " ", "a", "None", 0.0, NAN, 0, -1, [""], ["a", "b"], {"": ""}, {"a": "b"}]:
    case("test_anls_score_none_expected_but_not_predicted", None, pred, approx(0.0), "approx(0.0)",
         f"pred = {pred!r}")

# Dicts
case("test_anls_score_empty_dict", {}, {}, approx(1.0), "approx(1.0)")
EQUAL_DICTS = [{}, {"a": None}, {"a": True, "b": False}, {"": "x", "k": 1.5, "n": 3, "z": NAN},
               {"a": "b", "c": None, "d": -INF, "e": 2**64}]
for d in EQUAL_DICTS:
    case("test_anls_score_two_equal_dicts", d, d, approx(1.0), "approx(1.0)", f"d = {d!r}")
for d in [{"a": "x"}, {"a": "x", "b": "y"}, {"a": "x", "b": "y", "c": "z"}, {"k1": "v", "": "empty key"}]:
    gt = dict(list(d.items())[1:])
    case("test_anls_score_two_dicts_hallucinated_key", gt, d, approx(len(gt) / len(d)), "approx(len(gt) / len(pred))",
         f"d = {d!r}, first key removed from gt")
    pred = dict(list(d.items())[1:])
    case("test_anls_score_two_dicts_missing_key", d, pred, approx(len(pred) / len(d)),
         "approx(len(pred) / len(gt))", f"d = {d!r}, first key removed from pred")
case("test_anls_score_two_dicts_one_none", {"a": "b"}, None, lambda score: score < 1.0, "anls < 1.0")
for d in [{"a": {"b": "c"}}, {"x": {"y": "z", "w": "v"}, "q": {"r": "s"}}]:
    case("test_anls_score_recursive_dicts", d, d, approx(1.0), "approx(1.0)", f"d = {d!r}")
case("test_anls_score_recursive_dicts_and_multiple_options", {"a": {"b": ("c", "e")}}, {"a": {"b": "e"}},
     approx(1.0), "anls1 == anls2 == approx(1.0)", "answer1")
case("test_anls_score_recursive_dicts_and_multiple_options", {"a": {"b": ("c", "e")}}, {"a": {"b": "c"}},
     approx(1.0), "anls1 == anls2 == approx(1.0)", "answer2")
case("test_anls_score_two_dicts_expected_multiple_options", {"a": ("b", "t"), "c": "d"}, {"a": "t", "c": "d"},
     approx(1.0), "approx(1.0)")
for d in [{}, {"a": []}, {"a": ["x", "y"], "b": [""]}, {"a": ["dup", "dup", "other"], "": ["", "z"]}]:
    case("test_anls_score_two_dicts_with_lists", d, d, approx(1.0), "approx(1.0)", f"d = {d!r}")
case("test_anls_score_two_different_dict_values", {"a": "b", "c": "d"}, {"a": "b", "c": "e"}, approx(0.5),
     "approx(0.5)")
case("test_anls_score_two_different_dict_keys", {"a": "b", "c": "d"}, {"a": "b", "e": "d"}, approx(1.0 / 3.0),
     "approx(1.0 / 3.0)")
LIST_OF_DICTS = [([], []), ([{}], [{}]), ([{}, {"a": "b"}], [{"a": "b"}, {}]),
                 ([{"a": "x", "b": "y"}, {"a": "x"}, {"c": ""}], [{"c": ""}, {"a": "x", "b": "y"}, {"a": "x"}]),
                 ([{"k": "v"}, {"k": "v"}], [{"k": "v"}, {"k": "v"}])]
for gt, pred in LIST_OF_DICTS:
    case("test_anls_score_list_of_dict", gt, pred, approx(1.0), "approx(1.0)", f"lst = {gt!r}, shuffled")
case("test_anls_score_line_items", {"k1": 1, "k2": "mock", "line_items": [{"a": "b", "c": "d"}, {"e": "f"}]},
     {"k1": 1, "k2": "kcom", "line_items": [{"e": "f"}, {"a": "y", "c": "d"}]}, approx(3 / 5), "approx(3 / 5)")
case("test_anls_dict_list", {"a": ["a", "b", "c"]}, {"a": ["b", "c"]}, approx(2 / 3), "approx(2 / 3)")
case("test_anls_dict_list_but_returns_scalar", {"a": ["a", "b", "c"]}, {"a": "b"}, approx(0.0), "approx(0.0)")
case("test_anls_dict_list_different_options", {"a": ("David Peer", "Peer David")}, {"a": "David Peer"},
     approx(1.0), "approx(1)")
first = case("test_anls_more_hallucinated_keys_should_lower_score", {"a": "b"}, {"a": "b", "c": "d"},
             between(0.0, 1.0), "1.0 > anls1 > anls2 > 0.0", "anls1")
case("test_anls_more_hallucinated_keys_should_lower_score", {"a": "b"}, {"a": "b", "c": "d", "e": "f", "g": "h"},
     between(0.0, first), "1.0 > anls1 > anls2 > 0.0", "anls2")
GT4 = {"a": "b", "c": "d", "e": "f", "g": "h"}
first = case("test_anls_more_missed_keys_should_lower_score", GT4, {"a": "b", "c": "d"}, between(0.0, 1.0),
             "1.0 > anls1 > anls2 > 0.0", "anls1")
case("test_anls_more_missed_keys_should_lower_score", GT4, {"a": "b"}, between(0.0, first),
     "1.0 > anls1 > anls2 > 0.0", "anls2")
left_out.append({"test": "test_anls_tuple_in_pred_should_fail",
                 "why": "checks the library's ValueError for a tuple inside a prediction; a prediction's type "
                        "(AnlsValue) has no tuple, and anlsStar refuses one at run time (anls-star.test.ts)"})

# Arbitrary objects
ARBITRARY = [None, [], [[]], [None, None], [{}], {"a": []}, [""], [1, 1.0, True], {"x": [None, {"y": NAN}]},
             {"a": {"b": [1, "1", 1.0]}, "c": [[], [INF, -0.0]]}, [{"k": [{"k": "v"}]}, "v", 2**60]]
for obj in ARBITRARY:
    case("test_arbitrary_equal_objects", obj, obj, approx(1.0), "approx(1.0)", f"obj = {obj!r}")

# ST-VQA compatibility (a list of strings against a string is a tuple of options)
for gt, pred in [(["a", "b"], "b"), (["", "x"], ""), (["x"], "x"), (["Hello", "hello world", "HELLO"], "hello")]:
    case("test_anls_score_classical_qa_dataset_should_log", gt, pred, approx(1.0), "approx(1.0)",
         f"gt = {gt!r} (pred included, shuffled), pred = {pred!r}")
case("test_classical_qa_dataset",
     ["st. louis children's hospital", "st. louis childrens hospital", "st. louis children hospital"],
     "St. Louis Children's Hospital", approx(1.0), "approx(1.0)")
case("test_empty_response_penalizes_FNs_only",
     {"jurisdiction": None, "party": None, "effective_date": None, "term": None},
     {"jurisdiction": "California", "party": "Ray_M._Dolby"}, approx(0.5), "approx(0.5)")
case("test_missing_key_is_interpreted_as_none", {"name": "david", "company": None}, {"name": "david"},
     approx(1.0), "approx(1.0)")

# Cases from the paper
case("test_paper_string_correct", "Hello World", "Hello World", approx(1.0), "approx(1.0)")
case("test_paper_string_typo", "Hello World", "Hello Wrold", rounded(0.82), "round(anls, 2) == approx(0.82)")
case("test_paper_string_wrong_answer", "Hello World", "How are you?", approx(0.0), "approx(0.0)")
case("test_paper_string_hallucination", None, "How are you?", approx(0.0), "approx(0.0)")
case("test_paper_one_of_n", ("Hello", "World"), "Hello", approx(1.0), "approx(1.0)")
case("test_paper_one_of_n_typo", ("Hello", "World"), "Wolrd", approx(0.6), "approx(0.6)")
case("test_paper_expected_string", "Hello World", ["Hello", "World"], approx(0.0), "approx(0.0)")
case("test_paper_list_correct", ["Hello", "World"], ["World", "Hello"], approx(1.0), "approx(1.0)")
case("test_paper_list_missing_element", ["Hello", "World"], ["Hello"], approx(0.5), "approx(0.5)")
case("test_paper_two_dicts", {"a": "Hello", "b": "World"}, {"b": "World", "a": "Hello"}, approx(1.0),
     "approx(1.0)")
case("test_paper_two_dicts_one_missing_key", {"a": "Hello", "b": "World"}, {"a": "Hello"}, approx(0.5),
     "approx(0.5)")
case("test_paper_two_dicts_hallucinating", {"a": "Hello", "b": "World"}, {"b": "World", "a": "Hello", "c": "Great"},
     rounded(0.67), "round(anls, 2) == approx(0.67)")
case("test_paper_complex_object", {"a": "Hello", "b": ["w", "r", "l", "d"]}, {"a": "Hello", "b": ["w", "r", "d"]},
     approx(0.8), "approx(0.8)")
case("test_paper_edge_list_implicitly_casted", ["Hello", "World"], "World", approx(1.0), "approx(1.0)")
case("test_paper_edge_numbers", 0.2, 0.199999, approx(0.0), "approx(0.0)")
case("test_paper_edge_date_formats", "31.12.2023", "31. Dec 2023", rounded(0.58), "round(anls, 2) == approx(0.58)")
case("test_paper_unanswerable_wrong_answer", "Yesterday", "Last Week", approx(0.0), "approx(0.0)")
case("test_paper_unanswerable_no_answer", "Yesterday", None, approx(0.0), "approx(0.0)")
case("test_answer_dict_with_additional_nones_is_ignored", {},
     {"string": "", "dict": {}, "list": [], "none": None, "bool": False}, approx(0.0), "approx(0.0)")
case("test_none_ground_truth", {"a": None}, {}, exactly(1.0), "score == 1.0 (exactly)")
case("test_key_scores_complex_hierarchy",
     {"a": "Hello", "b": [{"l1": "aa", "l2": "b"}, {"l1": "c", "l2": "d"}, {"l1": "e", "l2": "f"}], "c": "Test",
      "second_order": {"name": "Fluffy", "age": "3",
                       "items": [{"id": "1", "value": "12.3"}, {"id": "2", "value": "13.4"}]}},
     {"a": "Helloo", "b": [{"l1": "a", "l2": "q"}, {"l1": "c", "l2": "d"}],
      "second_order": {"name": "Fluffy", "age": "31",
                       "items": [{"id": "1", "value": "12.1"}, {"id": "3", "value": "13.4"}]}},
     ANY, "the per-key scores only (return_key_scores); the overall score is the reference's, unasserted")
case("README example (anls_score docstring)", {"a": ("hello", "world"), "b": ["this", "is", "a", "test"]},
     {"a": "hello!", "b": ["a", "test", "this", "be"]}, lambda score: str(score).startswith("0.766"),
     "score = 0.766...")

left_out.append({"test": "tests/test_key_scores_utils.py: test_merge_and_calculate_mean (4 parameter sets), "
                         "test_construct_nested_dict (4 parameter sets)",
                 "why": "test the helpers that aggregate per-key scores (return_key_scores), not the score"})
left_out.append({"test": "the closest_gt assertions of every test (return_gt=True)",
                 "why": "the library's 'closest ground truth' output is not part of anlsStar; its scores are kept"})
left_out.append({"test": "the warnings of the ST-VQA compatibility mode (pytest.warns)",
                 "why": "a Python logging detail; the scores of those tests are kept"})

commit = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True,
                        cwd=sys.argv[1] if len(sys.argv) > 1 else ".").stdout.strip()
json.dump({"source": {"repository": REPOSITORY, "commit": commit or None, "file": "tests/test_anls_star.py",
                      "generator": "tests/python/anls_star_cases.py"},
           "encoding": ENCODING,
           "about": "`expected` is the reference's anls_score() on the case (Python " + sys.version.split()[0] +
                       "); `asserted` is what the reference's test asserts of it",
           "cases": cases, "leftOut": left_out}, sys.stdout, ensure_ascii=False, indent=1)
sys.stdout.write("\n")
