"""Tests for the shipped resources: the drawn-art generators and the in-app rules texts."""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable

import pytest
from PIL import Image, ImageChops, ImageFilter, ImageStat

import resources
from resources.art import textures

# --------------------------------------------------------------------------- textures

Generator = Callable[[int, int, int], Image.Image]


def _cloth(pattern: str) -> Generator:
    def make(w: int, h: int, seed: int) -> Image.Image:
        return textures.tablecloth(pattern, w, h, seed=seed)

    return make


GENERATORS: dict[str, Generator] = {
    "wood": lambda w, h, seed: textures.wood(w, h, seed=seed),
    "felt": lambda w, h, seed: textures.felt(w, h, "#3f7d5a", seed=seed),
    "paper": lambda w, h, seed: textures.paper(w, h, seed=seed),
    **{f"tablecloth-{p}": _cloth(p) for p in textures.PATTERNS},
}


@pytest.mark.parametrize("name", GENERATORS)
@pytest.mark.parametrize("size", [(1, 1), (37, 23), (320, 200)])
def test_texture_has_requested_size_and_mode(name: str, size: tuple[int, int]) -> None:
    img = GENERATORS[name](size[0], size[1], 0)
    assert isinstance(img, Image.Image)
    assert img.size == size
    assert img.mode in ("RGB", "RGBA")


@pytest.mark.parametrize("name", GENERATORS)
def test_texture_is_deterministic_per_seed(name: str) -> None:
    a = GENERATORS[name](160, 120, 7)
    b = GENERATORS[name](160, 120, 7)
    assert a.tobytes() == b.tobytes()


@pytest.mark.parametrize("name", GENERATORS)
def test_texture_differs_across_seeds(name: str) -> None:
    a = GENERATORS[name](160, 120, 1)
    b = GENERATORS[name](160, 120, 2)
    assert a.tobytes() != b.tobytes()


@pytest.mark.parametrize("name", GENERATORS)
def test_texture_is_not_flat(name: str) -> None:
    """A texture must have visible structure, not one plain colour."""
    grey = GENERATORS[name](200, 150, 0).convert("L")
    assert ImageStat.Stat(grey).stddev[0] > 1.0


def test_felt_and_paper_keep_their_colour() -> None:
    """The mat and the paper are tinted versions of the colour asked for, not something else."""
    mean = ImageStat.Stat(textures.felt(200, 200, "#3b2a5a")).mean
    assert abs(mean[0] - 0x3B) < 20 and abs(mean[1] - 0x2A) < 20 and abs(mean[2] - 0x5A) < 20
    mean = ImageStat.Stat(textures.paper(200, 200, tint="#fbf6ea")).mean
    assert all(abs(m - c) < 20 for m, c in zip(mean, (0xFB, 0xF6, 0xEA), strict=True))


def test_pattern_colours_are_the_pastel_palette() -> None:
    assert set(textures.PATTERN_COLOURS) == {"check", "polka-dot", "floral", "stripe"}
    assert tuple(textures.PATTERN_COLOURS) == textures.PATTERNS
    for colour in textures.PATTERN_COLOURS.values():
        assert re.fullmatch(r"#[0-9a-f]{6}", colour)
        r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
        assert min(r, g, b) >= 0x70, f"{colour} is not a pastel"


def test_tablecloth_base_colour_overrides_the_default() -> None:
    yellow = ImageStat.Stat(textures.tablecloth("stripe", 200, 100)).mean
    blue = ImageStat.Stat(textures.tablecloth("stripe", 200, 100, base="#8080ff")).mean
    assert yellow[0] > yellow[2] + 20
    assert blue[2] > blue[0] + 20


def test_bad_arguments_are_refused_with_a_reason() -> None:
    with pytest.raises(ValueError, match="pattern"):
        textures.tablecloth("tartan", 10, 10)
    with pytest.raises(ValueError, match="#rrggbb"):
        textures.felt(10, 10, "green")
    with pytest.raises(ValueError, match="size"):
        textures.wood(0, 10)


def _grey_signature(img: Image.Image) -> tuple[float, ...]:
    """How a cloth looks without colour: its grey-level histogram and its edge energy along x and y.

    The fine weave is blurred away first so that only the printed pattern counts.
    """
    grey = img.convert("L").filter(ImageFilter.GaussianBlur(2))
    w, h = grey.size
    dx = ImageStat.Stat(ImageChops.difference(grey.crop((1, 0, w, h)), grey.crop((0, 0, w - 1, h)))).mean[0]
    dy = ImageStat.Stat(ImageChops.difference(grey.crop((0, 1, w, h)), grey.crop((0, 0, w, h - 1)))).mean[0]
    hist = grey.histogram()
    bins = tuple(sum(hist[i : i + 16]) / (w * h) for i in range(0, 256, 16))
    return (*bins, dx / 10, dy / 10)


@pytest.mark.parametrize("seed", [0, 5])
def test_tablecloths_are_told_apart_in_grey_scale(seed: int) -> None:
    """ART.md: each pattern must be recognisable without its colour (structure, not hue)."""
    sigs = {p: _grey_signature(textures.tablecloth(p, 480, 360, seed=seed)) for p in textures.PATTERNS}
    for a, b in itertools.combinations(textures.PATTERNS, 2):
        distance = sum(abs(x - y) for x, y in zip(sigs[a], sigs[b], strict=True))
        assert distance > 0.25, f"{a} and {b} look alike in grey-scale ({distance:.3f})"


def test_tablecloths_stay_distinct_in_one_shared_colour() -> None:
    """Even painted in the very same colour, the four cloths differ in grey-scale."""
    sigs = {p: _grey_signature(textures.tablecloth(p, 480, 360, base="#a0c0e0")) for p in textures.PATTERNS}
    for a, b in itertools.combinations(textures.PATTERNS, 2):
        distance = sum(abs(x - y) for x, y in zip(sigs[a], sigs[b], strict=True))
        assert distance > 0.15, f"{a} and {b} look alike in one colour ({distance:.3f})"


def test_stripes_run_one_way_and_gingham_both_ways() -> None:
    stripe = _grey_signature(textures.tablecloth("stripe", 400, 300))
    check = _grey_signature(textures.tablecloth("check", 400, 300))
    assert stripe[-2] > 2 * stripe[-1]
    assert 0.7 < check[-2] / check[-1] < 1.4


def test_sample_cli_writes_every_texture(tmp_path: object) -> None:
    from pathlib import Path

    out = Path(str(tmp_path))
    assert textures.main([str(out), "--size", "64x48"]) == 0
    names = {p.name for p in out.glob("*.png")}
    assert {"wood.png", "paper.png"} <= names
    assert {f"tablecloth-{p}.png" for p in textures.PATTERNS} <= names
    assert any(n.startswith("felt") for n in names)
    assert all(Image.open(p).size == (64, 48) for p in out.glob("tablecloth-*.png"))
    assert textures.main([]) == 2
    assert textures.main([str(out), "--size", "big"]) == 2


# --------------------------------------------------------------------------- rules texts

# Each required section: a pattern one of the file's "##" headings must match.
REQUIRED_SECTIONS: dict[str, str] = {
    "goal": r"goal",
    "components": r"components",
    "setup": r"setup",
    "a turn": r"playing a (turn|round)",
    "scoring": r"scoring",
    "end of game": r"end of the game",
    "variants": r"variants",
    "rulings": r"how party table settles unclear points",
}


def _headings(text: str, level: int = 2) -> list[str]:
    return [m.group(1).strip().lower() for m in re.finditer(rf"^{'#' * level} (.+)$", text, re.MULTILINE)]


@pytest.mark.parametrize("game_id", resources.GAME_RULES)
def test_rules_file_exists_and_is_substantial(game_id: str) -> None:
    path = resources.rules_path(game_id)
    assert path.is_file()
    text = resources.rules_text(game_id)
    assert len(text.split()) > 500


@pytest.mark.parametrize("game_id", resources.GAME_RULES)
def test_rules_file_has_every_section(game_id: str) -> None:
    headings = _headings(resources.rules_text(game_id))
    for section, pattern in REQUIRED_SECTIONS.items():
        assert any(re.fullmatch(pattern, h) for h in headings), f"{game_id}: no '{section}' section in {headings}"


@pytest.mark.parametrize("game_id", resources.GAME_RULES)
def test_rulings_are_marked_as_table_rulings(game_id: str) -> None:
    """The product's own decisions must be told apart from the printed rules."""
    text = resources.rules_text(game_id)
    rulings = text.split("## How Party Table settles unclear points", 1)[1]
    assert rulings.count("**Table ruling") >= 3


@pytest.mark.parametrize("game_id", resources.GAME_RULES)
def test_pictures_are_declared_and_sparing(game_id: str) -> None:
    text = resources.rules_text(game_id)
    assert text.startswith("<!-- component ids:")
    declared = resources.component_ids(text)
    used = resources.image_refs(text)
    assert set(used) <= set(declared), f"undeclared picture ids: {set(used) - set(declared)}"
    assert 1 <= len(used) <= 6
    # every picture also has words: alt text, never the only thing on the way to a heading
    assert all(alt.strip() for alt in re.findall(r"!\[([^\]]*)\]\(component:", text))


@pytest.mark.parametrize(
    ("game_id", "words"),
    [
        ("birthday-turtle", ["own proposal", "Celebration and Ant cards"]),
        ("arturo", ["own proposal", "card values"]),
        ("day-at-the-park", ["own proposed tiles, adventures and character"]),
    ],
)
def test_proposed_component_data_is_admitted(game_id: str, words: list[str]) -> None:
    text = " ".join(resources.rules_text(game_id).split())
    for w in words:
        assert w in text, f"{game_id}: missing {w!r}"


def test_birthday_turtle_explains_the_two_player_game() -> None:
    text = resources.rules_text("birthday-turtle")
    assert "### The two-player game" in text
    for fact in ("Odd rounds", "Even rounds", "only one Animal card", "only after even rounds"):
        assert fact in text


def test_turtle_butt_covers_every_variant_and_option() -> None:
    text = resources.rules_text("turtle-butt")
    headings = _headings(text, level=3)
    for name in ("the basic game", "the rococo game", "the liar's game", "the excuse (option)", "the pawns (option)"):
        assert name in headings
    pawns = text.split("### The Pawns (option)", 1)[1].split("##", 1)[0]
    assert "warning" in pawns.lower() and "three suits" in pawns


@pytest.mark.parametrize("game_id", resources.GAME_RULES)
def test_rules_do_not_copy_the_rulebook(game_id: str) -> None:
    """Our own words: no run of eight words may match the printed rulebook."""
    from pathlib import Path

    seeds = {
        "birthday-turtle": "000_f9605989927e503b.txt",
        "day-at-the-park": "001_4eeafb0f3b8bcea4.txt",
        "turtle-butt": "002_d1226619d9ffe80d.txt",
        "arturo": "004_23e2294c33782b0d.txt",
    }
    seed = Path("/work/shared/seeds") / seeds[game_id]
    if not seed.exists():
        pytest.skip("rulebooks not available on this machine")

    def shingles(text: str) -> set[tuple[str, ...]]:
        words = re.findall(r"[a-z0-9']+", text.lower())
        return {tuple(words[i : i + 8]) for i in range(len(words) - 7)}

    copied = shingles(resources.rules_text(game_id)) & shingles(seed.read_text(encoding="utf-8"))
    assert not copied, f"sentences taken from the rulebook: {sorted(' '.join(c) for c in copied)[:3]}"


def test_about_names_every_designer_and_publisher() -> None:
    text = resources.about_text()
    for name in (
        "Kay Kotani",
        "Natsumi Kotani",
        "Roberta Taylor",
        "Maestro Media",
        "David Van Slyke",
        "P.D. Magnus",
        "Cristyn Magnus",
        "Decktet",
        "Mario Papini",
        "Ergo Ludo",
        "2021",
    ):
        assert name in text, name


def test_about_says_unofficial_and_credits_the_fonts() -> None:
    text = resources.about_text()
    assert "unofficial fan implementation" in text
    assert "drawn by the app" in text
    for font in ("Lato", "Comfortaa"):
        assert font in text
    assert "SIL Open Font License, version 1.1" in text


def test_unknown_game_has_no_rules_text() -> None:
    with pytest.raises(KeyError, match="known"):
        resources.rules_path("chess")


def test_every_registered_game_has_rules() -> None:
    """The four games the core lists all have a rules page."""
    from rules.core.registry import GAME_PACKAGES

    ids = {pkg.rsplit(".", 1)[1].replace("_", "-") for pkg in GAME_PACKAGES}
    assert ids == set(resources.GAME_RULES)


@pytest.mark.parametrize("font", ["Lato-Regular.ttf", "Lato-Bold.ttf", "Comfortaa-Bold.ttf"])
def test_rules_texts_only_use_characters_our_fonts_have(font: str, qapp: object) -> None:
    """No tofu boxes in the F1 viewer: every character of every page exists in the bundled typefaces."""
    path = resources.RESOURCES_DIR / "fonts" / font
    if not path.exists():
        pytest.skip("fonts not collected (make fonts)")
    from PySide6.QtGui import QRawFont

    raw = QRawFont(str(path), 12)
    assert raw.isValid()
    pages = [resources.rules_text(g) for g in resources.GAME_RULES] + [resources.help_text(p)
                                                                        for p in resources.HELP_PAGES]
    used = {c for page in pages for c in page if not c.isspace()}
    missing = sorted(c for c in used if not raw.supportsCharacter(ord(c)))
    assert not missing, f"{font} lacks {missing}"


# The rules pages repeat the proposed component data players need to plan; these checks keep the
# pages in step with each game's one data module once that game is on the branch.


def _data_module(name: str) -> object:
    import importlib

    try:
        return importlib.import_module(f"rules.{name}.data")
    except ModuleNotFoundError:
        pytest.skip(f"rules.{name} is not on this branch yet")


def _table_rows(text: str) -> list[list[str]]:
    return [
        [cell.strip() for cell in line.strip().strip("|").split("|")]
        for line in text.splitlines()
        if line.startswith("|")
    ]


def test_birthday_turtle_page_matches_the_celebration_cards() -> None:
    data = _data_module("birthday_turtle")
    rows = {row[0]: row for row in _table_rows(resources.rules_text("birthday-turtle"))}
    for card in data.CELEBRATIONS:  # type: ignore[attr-defined]
        name = str(card.name)
        assert name in rows, name
        assert rows[name][1] == str(card.limit), name
        assert (rows[name][2] == "4 players only") == card.four_players_only, name


def test_arturo_page_matches_the_party_cards() -> None:
    data = _data_module("arturo")
    rows = {row[0]: row for row in _table_rows(resources.rules_text("arturo"))}
    for member in data.MEMBERS:  # type: ignore[attr-defined]
        english = member.name.render()  # the English page names them as the English table does
        row = rows[english]
        assert row[1] == str(member.party_cards), english
        back = data.OBJECT_ENGLISH[member.back]  # type: ignore[attr-defined]
        assert row[3] == f"{back} ({member.cobwebbed})", english
        for wanted in member.desires:
            assert data.OBJECT_ENGLISH[wanted] in row[2], english  # type: ignore[attr-defined]


def test_day_at_the_park_page_lists_every_character() -> None:
    data = _data_module("day_at_the_park")
    rows = {row[0] for row in _table_rows(resources.rules_text("day-at-the-park"))}
    for character in data.CHARACTERS.values():  # type: ignore[attr-defined]
        assert character.name in rows, character.name


@pytest.mark.parametrize("page", [*resources.GAME_RULES, *resources.HELP_PAGES])
def test_pages_read_cleanly_in_qt_markdown(page: str, qapp: object) -> None:
    """The F1 viewer uses Qt's Markdown: the id comment stays hidden and no Markdown syntax leaks out."""
    from PySide6.QtGui import QTextDocument

    doc = QTextDocument()
    doc.setMarkdown(resources.help_text(page) if page in resources.HELP_PAGES else resources.rules_text(page))
    plain = doc.toPlainText()
    assert "component ids" not in plain
    assert "component:" not in plain
    for leaked in ("**", "##", "](", "|---"):
        assert leaked not in plain, f"{page}: {leaked!r} shows as text"
    assert len(plain.split()) > 150
