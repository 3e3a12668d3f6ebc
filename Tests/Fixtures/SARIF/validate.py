"""Validates CI result files for the tests: a SARIF log against the SARIF 2.1.0 schema, a
JUnit report as well-formed XML with the usual elements.

    python3 validate.py sarif FILE    exit 0 valid, 1 invalid (errors printed), 3 no jsonschema
    python3 validate.py junit FILE    exit 0 valid, 1 invalid
"""
import json
import os
import sys
import xml.etree.ElementTree as ElementTree


def sarif(path):
    try:
        import jsonschema
    except ImportError:
        print("the Python package jsonschema is not installed (pip install jsonschema)")
        return 3
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "sarif-schema-2.1.0.json"), encoding="utf-8") as f:
        schema = json.load(f)
    with open(path, encoding="utf-8") as f:
        log = json.load(f)
    validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
    errors = sorted(validator.iter_errors(log), key=lambda e: [str(p) for p in e.path])
    for error in errors:
        print("/".join(str(p) for p in error.path) + ": " + error.message)
    return 1 if errors else 0


def junit(path):
    try:
        root = ElementTree.parse(path).getroot()
    except ElementTree.ParseError as error:
        print("not well-formed XML: %s" % error)
        return 1
    problems = []
    if root.tag != "testsuites":
        problems.append("the root is <%s>, not <testsuites>" % root.tag)
    for suite in root.iter("testsuite"):
        cases = suite.findall("testcase")
        if int(suite.get("tests", "-1")) != len(cases):
            problems.append("suite %r says tests=%s but has %d cases" % (suite.get("name"), suite.get("tests"), len(cases)))
        failures = sum(1 for c in cases if c.find("failure") is not None)
        if int(suite.get("failures", "-1")) != failures:
            problems.append("suite %r says failures=%s but has %d" % (suite.get("name"), suite.get("failures"), failures))
        for case in cases:
            if not case.get("name") or not case.get("classname"):
                problems.append("a case of %r has no name or classname" % suite.get("name"))
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    kind, path = sys.argv[1], sys.argv[2]
    sys.exit({"sarif": sarif, "junit": junit}[kind](path))
