"""Reference answers for the chemistry normalization's tests, from Debian's Python packages.

    chemistry_reference.py reduced-formula   < ["C2 Si", ...]  -> [{"ok": true, "formula": "SiC2"} | {"ok": false, "error": "..."}, ...]
    chemistry_reference.py canonical-smiles  < ["OCC", ...]    -> [{"ok": true, "smiles": "CCO"} | {"ok": false, "error": "..."}, ...]
    chemistry_reference.py version pymatgen|rdkit              -> "2022.09.3" (exit 3: not importable)

JSON on stdin and stdout; one answer per input, in order. Exits 3 when the package is missing.
"""
import json
import sys
import warnings


def reduced_formulas(texts):
    from pymatgen.core import Composition

    answers = []
    for text in texts:
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                answers.append({"ok": True, "formula": Composition(text).reduced_formula})
        except Exception as error:  # pymatgen raises ValueError, IndexError, OverflowError...
            answers.append({"ok": False, "error": f"{type(error).__name__}: {error}"})
    return answers


def canonical_smiles(texts):
    from rdkit import Chem, RDLogger

    RDLogger.DisableLog("rdApp.*")
    answers = []
    for text in texts:
        molecule = Chem.MolFromSmiles(text)
        if molecule is None:
            answers.append({"ok": False, "error": "RDKit could not parse the SMILES"})
        else:
            answers.append({"ok": True, "smiles": Chem.MolToSmiles(molecule)})
    return answers


def version(name):
    if name == "pymatgen":
        import pymatgen.core

        return pymatgen.core.__version__
    import rdkit

    return rdkit.__version__


def main():
    command = sys.argv[1] if len(sys.argv) > 1 else ""
    handlers = {
        "reduced-formula": lambda: reduced_formulas(json.load(sys.stdin)),
        "canonical-smiles": lambda: canonical_smiles(json.load(sys.stdin)),
        "version": lambda: version(sys.argv[2] if len(sys.argv) > 2 else ""),
    }
    if command not in handlers:
        sys.exit(f"usage: {sys.argv[0]} reduced-formula|canonical-smiles|version pymatgen|rdkit")
    try:
        answers = handlers[command]()
    except ImportError as error:
        print(f"missing Python package: {error}", file=sys.stderr)
        sys.exit(3)
    json.dump(answers, sys.stdout)


if __name__ == "__main__":
    main()
