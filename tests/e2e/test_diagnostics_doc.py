"""The diagnostics' docs follow their table (translator/lib/tables/Diagnostics.def):

  * docs/diagnostics.md is what `amp2hip --print-diagnostics` prints, byte
    for byte (every ID with its name, severity, status and message);
  * docs/rules.md, written by hand for its MSVC errors and examples, has a
    row for every active AMP rule (2xxx) of the table and for no other ID.
"""

from __future__ import annotations

import re

from conftest import REPO, check_generated_doc

DOCS = REPO / "docs"
REGENERATE = "regenerate it: build/amp2hip --print-diagnostics > docs/diagnostics.md"


def test_diagnostics_md_is_generated_from_the_table() -> None:
    check_generated_doc("--print-diagnostics", DOCS / "diagnostics.md", REGENERATE)


def _table_ids(text: str, pattern: str) -> set:
    return {int(m) for m in re.findall(pattern, text, flags=re.M)}


def test_rules_md_has_a_row_for_every_active_rule() -> None:
    table = (REPO / "translator" / "lib" / "tables" / "Diagnostics.def").read_text()
    active = {int(i) for i, status in re.findall(r"^AMP2HIP_DIAG\((2\d{3}),\s*\w+,\s*(\w+)", table, re.M)
              if status == "Active"}
    documented = _table_ids((DOCS / "rules.md").read_text(), r"^\| (2\d{3}) \|")
    assert active, "no active 2xxx rule found in Diagnostics.def"
    assert documented == active, (
        "docs/rules.md and Diagnostics.def disagree: rules without a row %s, rows without an "
        "active rule %s" % (sorted(active - documented), sorted(documented - active)))
