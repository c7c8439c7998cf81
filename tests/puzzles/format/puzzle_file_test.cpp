// Tests of the puzzle file reader and writer (puzzles/format/puzzle_file.hpp):
// every happy path of the format, every error with its line, column and
// message, the size limits, the round trip writer -> reader, files and
// standard input, and a deterministic storm of random junk.
//
// The kinds below mirror the real ones by syntax only; their rules live in
// puzzles/<kind>/ and are not needed here.
#include "puzzles/format/puzzle_file.hpp"
#include "tests/mentions.hpp"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace xoi {
namespace {

using namespace std::string_literals;
using namespace std::string_view_literals;

// ---------------------------------------------------------------------------
// Kinds and helpers

// Joins pieces of text by appending ("literal" + std::string trips a false
// -Wrestrict in GCC 12 at -O3).
template <typename... Parts>
std::string text_of(const Parts&... parts) {
  std::string text;
  (text.append(std::string_view(parts)), ...);
  return text;
}

std::string joined(const std::vector<int>& dims) {
  std::string text;
  for (const int side : dims) text.append(text.empty() ? "" : "x").append(std::to_string(side));
  return text;
}

std::string check_binox_dims(const std::vector<int>& dims) {
  for (const int side : dims) {
    if (side % 2 != 0) return text_of("Binox sizes must be even, got ", joined(dims));
  }
  return {};
}

std::string check_troix_dims(const std::vector<int>& dims) {
  for (const int side : dims) {
    if (side % 3 != 0) return text_of("Troix sizes must be multiples of 3, got ", joined(dims));
  }
  return {};
}

constexpr std::string_view kTttKeys[] = {"x"};

// Every field named: GCC 12 warns about designated initializers that skip some.
const KindSyntax kKinds[] = {
    {.name = "binox",
     .symbols = "XO",
     .min_dims = 2,
     .max_dims = 2,
     .equal_sides = false,
     .body_optional = false,
     .param_keys = {},
     .check_dims = &check_binox_dims},
    {.name = "troix",
     .symbols = "XOI",
     .min_dims = 2,
     .max_dims = 2,
     .equal_sides = false,
     .body_optional = false,
     .param_keys = {},
     .check_dims = &check_troix_dims},
    {.name = "ttt",
     .symbols = "XO",
     .min_dims = 2,
     .max_dims = 6,
     .equal_sides = true,
     .body_optional = true,
     .param_keys = kTttKeys,
     .check_dims = nullptr},
};

std::string_view symbols_of(std::string_view kind) {
  for (const KindSyntax& syntax : kKinds) {
    if (syntax.name == kind) return syntax.symbols;
  }
  return {};
}

ParseResult parse(std::string_view text) { return parse_puzzles(text, "p.txt", kKinds); }

using xoi::test::mentions;

// The puzzles of a text that must parse.
std::vector<PuzzleText> parse_ok(std::string_view text) {
  ParseResult result = parse(text);
  EXPECT_FALSE(result.error) << result.error->describe();
  EXPECT_FALSE(result.puzzles.empty());
  return std::move(result.puzzles);
}

// The error of a text that must not parse.
FileError parse_error(std::string_view text) {
  ParseResult result = parse(text);
  EXPECT_TRUE(result.puzzles.empty());
  if (!result.error) {
    ADD_FAILURE() << "expected an error";
    return {};
  }
  EXPECT_EQ(result.error->file, "p.txt");
  return *result.error;
}

void expect_error(std::string_view text, int line, int column, std::string_view message_part) {
  const FileError error = parse_error(text);
  EXPECT_EQ(error.line, line) << error.describe();
  EXPECT_EQ(error.column, column) << error.describe();
  EXPECT_TRUE(mentions(error.message, message_part)) << error.describe() << "\nwanted: " << message_part;
}

// Cell values of rows written as in a file ("X.O", blanks ignored).
std::vector<std::int8_t> cells_of(std::string_view rows, std::string_view symbols) {
  std::vector<std::int8_t> cells;
  for (const char c : rows) {
    if (c == ' ' || c == '\n') continue;
    cells.push_back(c == '.' ? std::int8_t{-1} : static_cast<std::int8_t>(symbols.find(c)));
  }
  return cells;
}

void expect_same_puzzle(const PuzzleText& expected, const PuzzleText& actual) {
  EXPECT_EQ(expected.kind, actual.kind);
  EXPECT_EQ(expected.dims, actual.dims);
  EXPECT_EQ(expected.params, actual.params);
  EXPECT_EQ(expected.comments, actual.comments);
  EXPECT_EQ(expected.cells, actual.cells);
}

PuzzleText board(std::string kind, std::vector<int> dims, std::vector<std::int8_t> cells) {
  PuzzleText puzzle;
  puzzle.kind = std::move(kind);
  puzzle.dims = std::move(dims);
  puzzle.cells = std::move(cells);
  return puzzle;
}

PuzzleText round_trip(const PuzzleText& puzzle) {
  const std::string text = write_puzzle(puzzle, symbols_of(puzzle.kind));
  std::vector<PuzzleText> again = parse_ok(text);
  EXPECT_EQ(again.size(), 1U) << text;
  return again.empty() ? PuzzleText{} : again.front();
}

constexpr std::string_view kFormatExample =
    "# Lines that start with '#' are comments; blank lines are ignored.\n"
    "binox 6x6\n"
    ". . X . . O\n"
    "O . . . . .\n"
    ". X . . O .\n"
    ". . . X . .\n"
    "X . . . . O\n"
    ". . O . . .\n";

constexpr std::string_view kExampleCells = "..X..O O..... .X..O. ...X.. X....O ..O...";

// SplitMix64 (Steele, Lea, Flood 2014): a small, specified, seeded generator.
class SplitMix64 {
 public:
  explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }
  std::size_t below(std::size_t bound) { return static_cast<std::size_t>(next() % bound); }

 private:
  std::uint64_t state_;
};

// ---------------------------------------------------------------------------
// FileError::describe

TEST(FileErrorDescribe, NamesFileLineAndColumn) {
  EXPECT_EQ((FileError{"a.txt", 3, 7, "bad"}).describe(), "a.txt:3:7: bad");
}

TEST(FileErrorDescribe, OmitsAColumnOfZero) {
  EXPECT_EQ((FileError{"a.txt", 3, 0, "bad"}).describe(), "a.txt:3: bad");
}

TEST(FileErrorDescribe, OmitsLineAndColumnWhenLineIsZero) {
  EXPECT_EQ((FileError{"a.txt", 0, 0, "bad"}).describe(), "a.txt: bad");
  EXPECT_EQ((FileError{"a.txt", 0, 5, "bad"}).describe(), "a.txt: bad");
}

// ---------------------------------------------------------------------------
// Reading: happy paths

TEST(PuzzleFileRead, ReadsTheExampleOfTheFormat) {
  const auto puzzles = parse_ok(kFormatExample);
  ASSERT_EQ(puzzles.size(), 1U);
  const PuzzleText& puzzle = puzzles.front();
  EXPECT_EQ(puzzle.kind, "binox");
  EXPECT_EQ(puzzle.dims, (std::vector<int>{6, 6}));
  EXPECT_TRUE(puzzle.params.empty());
  EXPECT_EQ(puzzle.comments,
            (std::vector<std::string>{"Lines that start with '#' are comments; blank lines are ignored."}));
  EXPECT_EQ(puzzle.header_line, 2);
  EXPECT_EQ(puzzle.cells, cells_of(kExampleCells, "XO"));
}

TEST(PuzzleFileRead, CompactAndSpacedRowsAreTheSame) {
  const auto compact = parse_ok("binox 6x6\n..X..O\nO.....\n.X..O.\n...X..\nX....O\n..O...\n");
  ASSERT_EQ(compact.size(), 1U);
  EXPECT_EQ(compact.front().cells, cells_of(kExampleCells, "XO"));
}

TEST(PuzzleFileRead, IgnoresSpacesAndTabsAnywhereInALine) {
  const auto puzzles = parse_ok("\t binox \t 2x4  \n X\tO X  O\t\n\t\tO X\t O   X \n");
  ASSERT_EQ(puzzles.size(), 1U);
  EXPECT_EQ(puzzles.front().dims, (std::vector<int>{2, 4}));
  EXPECT_EQ(puzzles.front().cells, cells_of("XOXO OXOX", "XO"));
}

TEST(PuzzleFileRead, AcceptsAnyCaseAndStoresTheKindInLowerCase) {
  const auto puzzles = parse_ok("BiNoX 2X2\nxo\nOx\n");
  ASSERT_EQ(puzzles.size(), 1U);
  EXPECT_EQ(puzzles.front().kind, "binox");
  EXPECT_EQ(puzzles.front().dims, (std::vector<int>{2, 2}));
  EXPECT_EQ(puzzles.front().cells, cells_of("XOOX", "XO"));
}

TEST(PuzzleFileRead, AcceptsCrlfLineEnds) {
  const auto puzzles = parse_ok("# note\r\nbinox 2x2\r\nX O\r\n\r\nO X\r\n");
  ASSERT_EQ(puzzles.size(), 1U);
  EXPECT_EQ(puzzles.front().comments, (std::vector<std::string>{"note"}));
  EXPECT_EQ(puzzles.front().cells, cells_of("XOOX", "XO"));
}

TEST(PuzzleFileRead, SkipsAByteOrderMarkAtTheStart) {
  const auto puzzles = parse_ok(
      "\xEF\xBB\xBF"
      "binox 2x2\nXO\nOX\n");
  ASSERT_EQ(puzzles.size(), 1U);
  EXPECT_EQ(puzzles.front().kind, "binox");
  const auto commented = parse_ok("\xEF\xBB\xBF# first\nbinox 2x2\nXO\nOX\n");
  ASSERT_EQ(commented.size(), 1U);
  EXPECT_EQ(commented.front().comments, (std::vector<std::string>{"first"}));
}

TEST(PuzzleFileRead, CountsColumnsAfterTheByteOrderMark) {
  expect_error(
      "\xEF\xBB\xBF"
      "binox 2x2 q=1\n",
      1, 11, "unknown parameter 'q'");
}

TEST(PuzzleFileRead, AByteOrderMarkLaterOnIsNotSkipped) {
  expect_error("binox 2x2\n\xEF\xBB\xBFXO\nOX\n", 2, 1, "unknown symbol '\xEF\xBB\xBF'");
}

TEST(PuzzleFileRead, CollectsCommentsAndIgnoresBlankLines) {
  const auto puzzles = parse_ok(
      "#no space\n"
      "#  two spaces\n"
      "  \t# indented\n"
      "#\n"
      "# caf\xC3\xA9 \xE2\x9C\x93\n"
      " \t \n"
      "\n"
      "binox 2x2\n"
      "XO\n"
      "   \n"
      "# between rows\n"
      "OX\n");
  ASSERT_EQ(puzzles.size(), 1U);
  EXPECT_EQ(puzzles.front().comments, (std::vector<std::string>{"no space", " two spaces", "indented", "",
                                                                "caf\xC3\xA9 \xE2\x9C\x93", "between rows"}));
  EXPECT_EQ(puzzles.front().header_line, 8);
  EXPECT_EQ(puzzles.front().cells, cells_of("XOOX", "XO"));
}

TEST(PuzzleFileRead, AcceptsALastLineWithoutNewline) {
  const auto puzzles = parse_ok("binox 2x2\nXO\nOX");
  ASSERT_EQ(puzzles.size(), 1U);
  EXPECT_EQ(puzzles.front().cells, cells_of("XOOX", "XO"));
}

TEST(PuzzleFileRead, ReadsRectangularGridsRowByRow) {
  const auto binox = parse_ok("binox 2x6\nXXOOXO\nOOXXOX\n");
  ASSERT_EQ(binox.size(), 1U);
  EXPECT_EQ(binox.front().dims, (std::vector<int>{2, 6}));
  EXPECT_EQ(binox.front().cells, cells_of("XXOOXO OOXXOX", "XO"));

  const auto troix = parse_ok("troix 6x3\nXOI\nIXO\nOIX\nXOI\nIXO\nO.i\n");
  ASSERT_EQ(troix.size(), 1U);
  EXPECT_EQ(troix.front().dims, (std::vector<int>{6, 3}));
  EXPECT_EQ(troix.front().cells, cells_of("XOI IXO OIX XOI IXO O.I", "XOI"));
}

TEST(PuzzleFileRead, EmptyCellsAreMinusOne) {
  const auto puzzles = parse_ok("binox 2x2\n..\n..\n");
  ASSERT_EQ(puzzles.size(), 1U);
  EXPECT_EQ(puzzles.front().cells, (std::vector<std::int8_t>{-1, -1, -1, -1}));
}

TEST(PuzzleFileRead, AcceptsTheLargestSizes) {
  // The size is accepted (the complaint is about the missing rows).
  expect_error("binox 16384x256\n", 2, 0, "expected 16384 rows, found 0");
  const auto puzzles = parse_ok("ttt 2048x2048\n");
  ASSERT_EQ(puzzles.size(), 1U);
  EXPECT_EQ(puzzles.front().cells.size(), static_cast<std::size_t>(kMaxCells));
}

TEST(PuzzleFileRead, AcceptsLeadingZerosInSizes) {
  const auto puzzles = parse_ok("binox 02x002\nXO\nOX\n");
  ASSERT_EQ(puzzles.size(), 1U);
  EXPECT_EQ(puzzles.front().dims, (std::vector<int>{2, 2}));
}

TEST(PuzzleFileRead, ReadsSeveralPuzzlesWithTheirCommentsAndHeaderLines) {
  const auto puzzles = parse_ok(
      "# first\n"
      "binox 2x2\n"
      "XO\n"
      "OX\n"
      "\n"
      "# second\n"
      "# still second\n"
      "troix 3x3\n"
      "XOI\n"
      "# inside second\n"
      "IXO\n"
      "OIX\n"
      "ttt 3x3 x=O\n"
      "# trailing\n");
  ASSERT_EQ(puzzles.size(), 3U);
  EXPECT_EQ(puzzles[0].kind, "binox");
  EXPECT_EQ(puzzles[0].header_line, 2);
  EXPECT_EQ(puzzles[0].comments, (std::vector<std::string>{"first"}));
  EXPECT_EQ(puzzles[1].kind, "troix");
  EXPECT_EQ(puzzles[1].header_line, 8);
  EXPECT_EQ(puzzles[1].comments, (std::vector<std::string>{"second", "still second", "inside second"}));
  EXPECT_EQ(puzzles[1].cells, cells_of("XOI IXO OIX", "XOI"));
  EXPECT_EQ(puzzles[2].kind, "ttt");
  EXPECT_EQ(puzzles[2].header_line, 13);
  EXPECT_EQ(puzzles[2].comments, (std::vector<std::string>{"trailing"}));
  EXPECT_EQ(puzzles[2].cells, std::vector<std::int8_t>(9, -1));
}

TEST(PuzzleFileRead, ReadsLayersOfThreeDimensionalBoards) {
  const std::string_view layered =
      "ttt 3x3x3\n"
      "X O .\n. . .\n. . O\n"
      "\n"
      "X . .\n. X .\n. . X\n"
      "\n\n"
      "O O O\n. . .\nX X X\n";
  const auto puzzles = parse_ok(layered);
  ASSERT_EQ(puzzles.size(), 1U);
  EXPECT_EQ(puzzles.front().dims, (std::vector<int>{3, 3, 3}));
  EXPECT_EQ(puzzles.front().cells, cells_of("XO. ... ..O X.. .X. ..X OOO ... XXX", "XO"));

  const auto unseparated = parse_ok("ttt 3x3x3\nXO.\n...\n..O\nX..\n.X.\n..X\nOOO\n...\nXXX\n");
  ASSERT_EQ(unseparated.size(), 1U);
  EXPECT_EQ(unseparated.front().cells, puzzles.front().cells);
}

TEST(PuzzleFileRead, AHeaderAloneIsAnEmptyBoardWhenTheKindAllowsIt) {
  const auto puzzles = parse_ok("ttt 4x4x4 X=1\nttt 3x3\n# for the third\nttt 2x2\nXO\n..\n");
  ASSERT_EQ(puzzles.size(), 3U);
  EXPECT_EQ(puzzles[0].dims, (std::vector<int>{4, 4, 4}));
  EXPECT_EQ(puzzles[0].params, (std::vector<std::pair<std::string, std::string>>{{"x", "1"}}));
  EXPECT_EQ(puzzles[0].cells, std::vector<std::int8_t>(64, -1));
  EXPECT_EQ(puzzles[1].cells, std::vector<std::int8_t>(9, -1));
  EXPECT_TRUE(puzzles[1].comments.empty());
  EXPECT_EQ(puzzles[2].comments, (std::vector<std::string>{"for the third"}));
  EXPECT_EQ(puzzles[2].cells, cells_of("XO..", "XO"));
}

TEST(PuzzleFileRead, KeepsParameterValuesAsWritten) {
  const auto puzzles = parse_ok("ttt 3x3 x=Player-One\n");
  ASSERT_EQ(puzzles.size(), 1U);
  EXPECT_EQ(puzzles.front().params, (std::vector<std::pair<std::string, std::string>>{{"x", "Player-One"}}));
}

TEST(PuzzleFileRead, ReadsThousandsOfPuzzles) {
  std::string text;
  for (int i = 0; i < 20000; ++i) text += "binox 2x2\nXO\nOX\n";
  const auto puzzles = parse_ok(text);
  ASSERT_EQ(puzzles.size(), 20000U);
  EXPECT_EQ(puzzles.back().header_line, 3 * 19999 + 1);
}

// ---------------------------------------------------------------------------
// Reading: errors in the text as a whole and in headers

TEST(PuzzleFileErrors, NoPuzzleInAnEmptyText) {
  for (const std::string_view text :
       {""sv, "\n\n"sv, " \t\n"sv, "# only a comment\n\n# and another"sv, "\xEF\xBB\xBF"sv}) {
    SCOPED_TRACE(text);
    expect_error(text, 0, 0, "no puzzle found");
  }
}

TEST(PuzzleFileErrors, UnknownKindListsTheKnownKinds) {
  expect_error("sudoku 9x9\n", 1, 1, "unknown puzzle kind 'sudoku' (known kinds: binox, troix, ttt)");
  expect_error("# c\n\n   sudoku 9x9\n", 3, 4, "unknown puzzle kind 'sudoku'");
  expect_error("binox6x6\n", 1, 1, "unknown puzzle kind 'binox6x6'");
}

TEST(PuzzleFileErrors, ARowBeforeAnyHeaderIsNotAKind) { expect_error(". . X\n", 1, 1, "unknown puzzle kind '.'"); }

TEST(PuzzleFileErrors, WithoutKindsEveryKindIsUnknown) {
  const ParseResult result = parse_puzzles("binox 2x2\nXO\nOX\n", "p.txt", {});
  ASSERT_TRUE(result.error);
  EXPECT_TRUE(mentions(result.error->message, "known kinds: none")) << result.error->message;
}

struct HeaderCase {
  std::string_view text;
  int column;
  std::string_view message;
};

void PrintTo(const HeaderCase& header, std::ostream* out) { *out << header.text; }

class PuzzleFileHeaderErrors : public ::testing::TestWithParam<HeaderCase> {};

TEST_P(PuzzleFileHeaderErrors, NamesColumnAndReason) {
  expect_error(GetParam().text, 1, GetParam().column, GetParam().message);
}

INSTANTIATE_TEST_SUITE_P(
    Sizes, PuzzleFileHeaderErrors,
    ::testing::Values(
        HeaderCase{"binox", 6, "missing size after 'binox'"}, HeaderCase{"binox  \t", 6, "missing size"},
        HeaderCase{"binox 0x6", 7, "size '0x6': sides must be at least 1"},
        HeaderCase{"binox 6x000", 9, "sides must be at least 1"},
        HeaderCase{"binox -6x6", 7, "'-6' is not a positive whole number"},
        HeaderCase{"binox +6x6", 7, "'+6' is not a positive whole number"},
        HeaderCase{"binox 6xa", 9, "'a' is not a positive whole number"},
        HeaderCase{"binox 6*6", 7, "'6*6' is not a positive whole number"},
        HeaderCase{"binox six", 7, "'si' is not a positive whole number"},
        HeaderCase{"binox 6x", 9, "size '6x': a number is missing"},
        HeaderCase{"binox x6", 7, "a number is missing"}, HeaderCase{"binox 6xx6", 9, "a number is missing"},
        HeaderCase{"binox 99999999999999999999x6", 7, "'99999999999999999999' is too large"},
        HeaderCase{"binox 6x99999999999999999999", 9, "is too large"},
        HeaderCase{"binox 6", 7, "binox takes 2 dimensions (ROWSxCOLS), got 1 in '6'"},
        HeaderCase{"binox 6x6x6", 7, "binox takes 2 dimensions (ROWSxCOLS), got 3"},
        HeaderCase{"ttt 3", 5, "ttt takes 2 to 6 dimensions, got 1"},
        HeaderCase{"ttt 2x2x2x2x2x2x2", 5, "ttt takes 2 to 6 dimensions, got 7"},
        HeaderCase{"ttt 3x4", 5, "ttt boards must have equal sides, got 3x4"},
        HeaderCase{"ttt 3x3x4", 5, "equal sides, got 3x3x4"},
        HeaderCase{"binox 100000x100000", 7,
                   "grid of 100000x100000 = 10000000000 cells exceeds the limit of 4194304 cells"},
        HeaderCase{"binox 2048x2050", 7, "grid of 2048x2050 = 4198400 cells exceeds the limit of 4194304 cells"},
        HeaderCase{"ttt 100000x100000x100000x100000x100000x100000", 5,
                   "grid of 100000x100000x100000x100000x100000x100000 exceeds the limit of 4194304 cells"},
        HeaderCase{"binox 16386x2", 7, "side 16386 exceeds the limit of 16384"},
        HeaderCase{"binox 2x16386", 9, "side 16386 exceeds the limit of 16384"},
        HeaderCase{"binox 5x6", 7, "Binox sizes must be even, got 5x6"},
        HeaderCase{"troix 3x4", 7, "Troix sizes must be multiples of 3, got 3x4"}));

INSTANTIATE_TEST_SUITE_P(
    Parameters, PuzzleFileHeaderErrors,
    ::testing::Values(HeaderCase{"binox 6x6 x=1", 11,
                                 "unknown parameter 'x' for binox (binox takes no parameters)"},
                      HeaderCase{"ttt 3x3 y=1", 9, "unknown parameter 'y' for ttt (allowed: x)"},
                      HeaderCase{"ttt 3x3 x", 9, "expected key=value after the size, got 'x'"},
                      HeaderCase{"ttt 3x3 =1", 9, "expected key=value"},
                      HeaderCase{"ttt 3x3 x=", 9, "parameter 'x' has no value"},
                      HeaderCase{"ttt 3x3 x=1 X=2", 13, "parameter 'X' is given twice"}));

TEST(PuzzleFileErrors, HeadersWithoutRowsAreHeldToTheCellLimitTogether) {
  expect_error("ttt 2048x2048\nttt 2048x2048\n", 2, 0,
               "headers without rows describe more than 4194304 empty cells");
  std::string many;
  for (int i = 0; i < 100000; ++i) many += "ttt 64x64\n";
  expect_error(many, 1025, 0, "empty cells in total");
}

// ---------------------------------------------------------------------------
// Reading: errors in rows

TEST(PuzzleFileErrors, UnknownSymbolNamesItAndTheAllowedOnes) {
  expect_error("binox 2x2\nXI\nOX\n", 2, 2, "unknown symbol 'I' (binox allows X, O, and '.' for an empty cell)");
  expect_error("troix 3x3\nXOI\nIXO\nOI-\n", 4, 3, "unknown symbol '-' (troix allows X, O, I, and '.'");
  expect_error("binox 2x2\nX \xC3\xA9\nOX\n", 2, 3, "unknown symbol '\xC3\xA9'");
  expect_error("binox 2x2\nXO # no trailing comments\nOX\n", 2, 4, "unknown symbol '#'");
  expect_error("binox 2x2\nX0\nOX\n", 2, 2, "unknown symbol '0'");
}

TEST(PuzzleFileErrors, RowsWithTooFewOrTooManyCells) {
  expect_error("binox 6x6\nX O X . O\n", 2, 10, "too few cells in row: expected 6, found 5");
  expect_error("binox 6x6\n. . X . . O X O\n", 2, 13, "too many cells in row: expected 6, found 8");
  expect_error("binox 2x2\nXO\n\n  \n", 5, 0, "too few rows");  // a blank line is not an empty row
}

TEST(PuzzleFileErrors, TooFewRowsAtTheEndOfTheText) {
  const std::string four_rows = "binox 6x6\n. . X . . O\nO . . . . .\n. X . . O .\n. . . X . .\n";
  expect_error(four_rows, 6, 0, "too few rows: expected 6 rows, found 4");
  expect_error(four_rows.substr(0, four_rows.size() - 1), 6, 0, "too few rows: expected 6 rows, found 4");
  expect_error(four_rows + "\n# end\n", 8, 0, "too few rows: expected 6 rows, found 4");
  expect_error("binox 6x6\n", 2, 0, "too few rows: expected 6 rows, found 0");
  expect_error("ttt 3x3\nXOX\n", 3, 0, "too few rows: expected 3 rows, found 1");
}

TEST(PuzzleFileErrors, TooFewRowsBeforeTheNextHeader) {
  expect_error("binox 2x2\nXO\nbinox 2x2\nXO\nOX\n", 3, 0, "too few rows: expected 2 rows, found 1");
  expect_error("binox 2x2\nttt 3x3\n", 2, 0, "too few rows: expected 2 rows, found 0");
}

TEST(PuzzleFileErrors, TooManyRows) {
  expect_error("binox 2x2\nXO\nOX\nXO\n", 4, 0, "too many rows: expected 2");
  expect_error("binox 2x2\nXO\nOX\n\n# c\n. .\n", 6, 0, "too many rows: expected 2");
  expect_error("binox 2x2\nXO\nOX\nbinox 2x2\nXO\nOX\nOX\n", 7, 0, "too many rows: expected 2");
}

TEST(PuzzleFileErrors, JunkAfterAPuzzleIsNotAHeader) {
  expect_error("binox 2x2\nXO\nOX\nhello world\n", 4, 1, "unknown puzzle kind 'hello'");
}

struct ByteCase {
  std::string text;
  int line;
  int column;
  std::string_view message;
};

void PrintTo(const ByteCase& bytes, std::ostream* out) { *out << ::testing::PrintToString(bytes.text); }

class PuzzleFileByteErrors : public ::testing::TestWithParam<ByteCase> {};

TEST_P(PuzzleFileByteErrors, NamesTheByteAndWhereItIs) {
  expect_error(GetParam().text, GetParam().line, GetParam().column, GetParam().message);
}

INSTANTIATE_TEST_SUITE_P(
    Bytes, PuzzleFileByteErrors,
    ::testing::Values(ByteCase{"binox 2x2\nX\0\nOX\n"s, 2, 2, "invalid byte 0x00 (NUL)"},
                      ByteCase{"binox 2x2\0\nXO\nOX\n"s, 1, 10, "invalid byte 0x00"},
                      ByteCase{"binox 2x2\nXO\nOX\xFF\n", 3, 3, "invalid byte 0xFF (not UTF-8)"},
                      ByteCase{"binox 2x2\nX\x07O\nOX\n", 2, 2, "invalid byte 0x07 (control character)"},
                      ByteCase{"binox 2x2\nXO\x7F\nOX\n", 2, 3, "invalid byte 0x7F"},
                      ByteCase{"binox 2x2\nX\rO\nOX\n", 2, 2, "invalid byte 0x0D"},
                      ByteCase{"binox 2x2\nXO\r\r\nOX\n", 2, 3, "invalid byte 0x0D"},
                      ByteCase{"binox 2x2\nXO\x0C\nOX\n", 2, 3, "invalid byte 0x0C"},
                      ByteCase{"binox 2x2\nXO\nOX\xC3", 3, 3, "invalid byte 0xC3 (not UTF-8)"},
                      ByteCase{"binox 2x2\nXO\xE2\x82\nOX\n", 2, 3, "invalid byte 0xE2"},
                      ByteCase{"binox 2x2\nX\xC3O\nOX\n", 2, 2, "invalid byte 0xC3"},
                      ByteCase{"binox 2x2\n\xC0\xAFXO\nOX\n", 2, 1, "invalid byte 0xC0"},
                      ByteCase{"binox 2x2\nXO\xED\xA0\x80\nOX\n", 2, 3, "invalid byte 0xED"},
                      ByteCase{"binox 2x2\nXO\xF4\x90\x80\x80\nOX\n", 2, 3, "invalid byte 0xF4"},
                      ByteCase{"binox 2x2\nXO\x80\nOX\n", 2, 3, "invalid byte 0x80"},
                      ByteCase{"# caf\xE9\nbinox 2x2\nXO\nOX\n", 1, 6, "invalid byte 0xE9"},
                      ByteCase{"# caf\xC3\xA9 \x01\nbinox 2x2\nXO\nOX\n", 1, 9, "invalid byte 0x01"},
                      ByteCase{"binox 2x2\nXO\nOX\n\n# late \xFE\n", 5, 8, "invalid byte 0xFE"}));

TEST(PuzzleFileErrors, ValidUtf8IsFineInComments) {
  const auto puzzles = parse_ok("# \xF0\x9F\x98\x80 \xE2\x82\xAC \xC3\xA9 \xEF\xBF\xBD\nbinox 2x2\nXO\nOX\n");
  ASSERT_EQ(puzzles.size(), 1U);
  EXPECT_EQ(puzzles.front().comments.front(), "\xF0\x9F\x98\x80 \xE2\x82\xAC \xC3\xA9 \xEF\xBF\xBD");
}

// ---------------------------------------------------------------------------
// Reading: very long lines stay linear and messages stay short

class PuzzleFileLongLines : public ::testing::Test {
 protected:
  static constexpr std::size_t kLength = std::size_t{10} << 20;  // 10 MB

  static FileError timed_error(const std::string& text) {
    const auto start = std::chrono::steady_clock::now();
    FileError error = parse_error(text);
    const auto seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    EXPECT_LT(seconds, 20.0) << "far too slow: quadratic?";
    EXPECT_LT(error.message.size(), 300U) << "messages must not echo whole lines";
    return error;
  }
};

TEST_F(PuzzleFileLongLines, HugeRow) {
  const FileError error = timed_error(text_of("binox 6x6\n", std::string(kLength, 'X'), "\n"));
  EXPECT_EQ(error.line, 2);
  EXPECT_EQ(error.column, 7);
  EXPECT_TRUE(mentions(error.message, "too many cells in row: expected 6, found 10485760")) << error.message;
}

TEST_F(PuzzleFileLongLines, HugeRowOfBlanksEndingInAnUnknownSymbol) {
  const FileError error = timed_error(text_of("binox 2x2\n", std::string(kLength, ' '), "Z\n"));
  EXPECT_EQ(error.column, static_cast<int>(kLength) + 1);
  EXPECT_TRUE(mentions(error.message, "unknown symbol 'Z'"));
}

TEST_F(PuzzleFileLongLines, HugeKindWord) {
  const FileError error = timed_error(text_of(std::string(kLength, 'k'), " 6x6\n"));
  EXPECT_TRUE(mentions(error.message, "unknown puzzle kind 'kkkk")) << error.message;
}

TEST_F(PuzzleFileLongLines, HugeSizeToken) {
  std::string size = "1";
  while (size.size() < kLength) size += "x1";
  const FileError error = timed_error(text_of("ttt ", size, "\n"));
  EXPECT_TRUE(mentions(error.message, "ttt takes 2 to 6 dimensions, got 5242881")) << error.message;

  const FileError digits = timed_error(text_of("binox ", std::string(kLength, '7'), "x2\n"));
  EXPECT_TRUE(mentions(digits.message, "is too large")) << digits.message;
}

TEST_F(PuzzleFileLongLines, HugeParameterValue) {
  const auto puzzles = parse_ok(text_of("ttt 3x3 x=", std::string(kLength, 'v'), "\n"));
  ASSERT_EQ(puzzles.size(), 1U);
  EXPECT_EQ(puzzles.front().params.front().second.size(), kLength);
  const FileError error = timed_error(text_of("ttt 3x3 ", std::string(kLength, 'k'), "=1\n"));
  EXPECT_TRUE(mentions(error.message, "unknown parameter 'kkk")) << error.message;
}

TEST_F(PuzzleFileLongLines, HugeCommentAndBlankLinesAreFine) {
  const auto start = std::chrono::steady_clock::now();
  const std::string text = text_of("# ", std::string(kLength, 'c'), "\n", std::string(kLength, '\t'), "\n",
                                   std::string(kLength / 2, '\n'), "binox 2x2\nXO\nOX\n");
  const auto puzzles = parse_ok(text);
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), 20.0);
  ASSERT_EQ(puzzles.size(), 1U);
  EXPECT_EQ(puzzles.front().comments.front().size(), kLength);
  EXPECT_EQ(puzzles.front().header_line, static_cast<int>(kLength / 2) + 3);
}

// ---------------------------------------------------------------------------
// Writing

TEST(PuzzleFileWrite, WritesTheExampleOfTheFormat) {
  const auto puzzles = parse_ok(kFormatExample);
  ASSERT_EQ(puzzles.size(), 1U);
  EXPECT_EQ(write_puzzle(puzzles.front(), "XO"), kFormatExample);
}

TEST(PuzzleFileWrite, WritesCommentsHeaderParametersAndUpperCaseCells) {
  PuzzleText puzzle;
  puzzle.kind = "ttt";
  puzzle.dims = {3, 3};
  puzzle.params = {{"x", "O"}};
  puzzle.comments = {"first", "", "  indented"};
  puzzle.cells = {0, 1, -1, -1, -1, -1, 1, 0, 0};
  EXPECT_EQ(write_puzzle(puzzle, "xo"), "# first\n#\n#   indented\nttt 3x3 x=O\nX O .\n. . .\nO X X\n");
}

TEST(PuzzleFileWrite, WritesLayersOfThreeDimensions) {
  const PuzzleText puzzle = board("ttt", {2, 2, 3}, cells_of("XO. .OX XXX OOO", "XO"));
  EXPECT_EQ(write_puzzle(puzzle, "XO"), "ttt 2x2x3\nX O .\n. O X\n\nX X X\nO O O\n");
}

TEST(PuzzleFileWrite, NestsBlankLinesForMoreDimensions) {
  const PuzzleText puzzle = board("ttt", {2, 2, 2, 2}, cells_of("XO OX .. X. OO XX .O ..", "XO"));
  EXPECT_EQ(write_puzzle(puzzle, "XO"),
            "ttt 2x2x2x2\n"
            "X O\nO X\n\n. .\nX .\n\n\n"
            "O O\nX X\n\n. O\n. .\n");
}

TEST(PuzzleFileWrite, ToleratesCellsThatDoNotFit) {
  PuzzleText puzzle = board("binox", {2, 2}, {0, 7});
  puzzle.comments = {"two\nlines"};
  EXPECT_EQ(write_puzzle(puzzle, "XO"), "# two\n# lines\nbinox 2x2\nX ?\n. .\n");
}

TEST(PuzzleFileWrite, RoundTripsWhatItReads) {
  const auto puzzles = parse_ok(
      "# one\nbinox 2x6\nXXOOXO\nOOXXOX\n"
      "troix 3x3\nXOI\nI.O\n..x\n"
      "ttt 3x3x3 x=O\nX..\n...\n..O\n\n...\n.X.\n...\n\nO..\n...\n..X\n"
      "ttt 2x2x2x2\n"
      "ttt 5x5 x=X\n# empty\n");
  ASSERT_EQ(puzzles.size(), 5U);
  for (const PuzzleText& puzzle : puzzles) {
    SCOPED_TRACE(write_puzzle(puzzle, symbols_of(puzzle.kind)));
    expect_same_puzzle(puzzle, round_trip(puzzle));
  }
}

TEST(PuzzleFileWrite, RoundTripsRandomPuzzles) {
  SplitMix64 random(20240601);
  for (int trial = 0; trial < 500; ++trial) {
    const KindSyntax& kind = kKinds[random.below(3)];
    PuzzleText puzzle;
    puzzle.kind = std::string(kind.name);
    const int step = kind.name == "binox" ? 2 : 3;
    const int dimensions = kind.equal_sides ? 2 + static_cast<int>(random.below(3)) : 2;
    const int first = step * (1 + static_cast<int>(random.below(4)));
    for (int d = 0; d < dimensions; ++d) {
      puzzle.dims.push_back(kind.equal_sides || d == 0 ? first : step * (1 + static_cast<int>(random.below(4))));
    }
    std::size_t cells = 1;
    for (const int side : puzzle.dims) cells *= static_cast<std::size_t>(side);
    for (std::size_t i = 0; i < cells; ++i) {
      puzzle.cells.push_back(
          static_cast<std::int8_t>(static_cast<int>(random.below(kind.symbols.size() + 1)) - 1));
    }
    if (random.below(2) == 0) puzzle.comments.push_back(text_of("trial ", std::to_string(trial)));
    if (kind.name == "ttt" && random.below(2) == 0) puzzle.params.emplace_back("x", "O");
    SCOPED_TRACE(write_puzzle(puzzle, kind.symbols));
    expect_same_puzzle(puzzle, round_trip(puzzle));
  }
}

TEST(PuzzleFileWrite, ConcatenatedPuzzlesReadBackInOrder) {
  const auto puzzles = parse_ok("# a\nbinox 2x2\nXO\nOX\n# b\ntroix 3x3\nXOI\nIXO\nOIX\nttt 3x3\n");
  std::string text;
  for (const PuzzleText& puzzle : puzzles) text += write_puzzle(puzzle, symbols_of(puzzle.kind));
  const auto again = parse_ok(text);
  ASSERT_EQ(again.size(), puzzles.size());
  for (std::size_t i = 0; i < puzzles.size(); ++i) expect_same_puzzle(puzzles[i], again[i]);
}

// ---------------------------------------------------------------------------
// Random junk: never a crash, always puzzles or an error

bool is_valid_puzzle(const PuzzleText& puzzle) {
  const std::string_view symbols = symbols_of(puzzle.kind);
  if (symbols.empty() || puzzle.dims.size() < 2 || puzzle.header_line < 1) return false;
  std::size_t cells = 1;
  for (const int side : puzzle.dims) {
    if (side < 1 || side > kMaxSide) return false;
    cells *= static_cast<std::size_t>(side);
  }
  if (puzzle.cells.size() != cells) return false;
  for (const std::int8_t cell : puzzle.cells) {
    if (cell < -1 || cell >= static_cast<int>(symbols.size())) return false;
  }
  return true;
}

constexpr std::string_view kValidTexts[] = {
    "binox 2x2\nXO\nOX\n", "# c\nbinox 2x4\nX.O.\n..xo\n",      "troix 3x3\nXOI\nIXO\nOIX\n",
    "ttt 2x2\n",           "ttt 2x2x2 x=1\nXO\n..\n\nOX\n.X\n", "\r\n# note\r\nBINOX 2X2\r\n. .\r\n. .\r\n"};

constexpr std::string_view kJunkPieces[] = {"binox ",
                                            "troix ",
                                            "ttt ",
                                            "2x2",
                                            "6x6",
                                            "3x3x3",
                                            "2x2x2x2",
                                            "0x",
                                            "x",
                                            "X",
                                            "O",
                                            "I",
                                            "i",
                                            ".",
                                            " ",
                                            "\t",
                                            "\n",
                                            "\r\n",
                                            "\r",
                                            "#",
                                            "# c\n",
                                            "x=1 ",
                                            "=",
                                            "\xEF\xBB\xBF",
                                            "9999999999999999999",
                                            "XO\n",
                                            "\xC3\xA9",
                                            "\xFF",
                                            "\0"sv,
                                            "-",
                                            "65536x65536"};

// One change somewhere in `text`: a byte or a piece inserted, or bytes removed.
void mutate(std::string& text, SplitMix64& random) {
  const std::size_t at = random.below(text.size() + 1);
  switch (random.below(3)) {
    case 0:
      text.insert(at, 1, static_cast<char>(random.below(256)));
      break;
    case 1:
      text.insert(at, kJunkPieces[random.below(std::size(kJunkPieces))]);
      break;
    default:
      text.erase(at, random.below(4));
      break;
  }
}

// Valid puzzles with a few random changes (often none), or pieces thrown together.
std::string random_text(SplitMix64& random) {
  std::string text;
  if (random.below(3) == 0) {
    const std::size_t pieces = random.below(40);
    for (std::size_t i = 0; i < pieces; ++i) text += kJunkPieces[random.below(std::size(kJunkPieces))];
    return text;
  }
  const std::size_t puzzles = 1 + random.below(3);
  for (std::size_t i = 0; i < puzzles; ++i) text += kValidTexts[random.below(std::size(kValidTexts))];
  const std::size_t changes = random.below(4);
  for (std::size_t i = 0; i < changes; ++i) mutate(text, random);
  return text;
}

TEST(PuzzleFileJunk, RandomBytesGivePuzzlesOrAnError) {
  SplitMix64 random(0x5EED);
  int parsed = 0;
  int refused = 0;
  for (int trial = 0; trial < 4000; ++trial) {
    const std::string text = random_text(random);
    const ParseResult result = parse_puzzles(text, "junk.txt", kKinds);
    const auto lines = static_cast<int>(std::count(text.begin(), text.end(), '\n'));
    if (result.error) {
      ++refused;
      EXPECT_TRUE(result.puzzles.empty());
      EXPECT_EQ(result.error->file, "junk.txt");
      EXPECT_GE(result.error->line, 0);
      EXPECT_LE(result.error->line, lines + 2);
      EXPECT_GE(result.error->column, 0);
      EXPECT_LE(result.error->column, static_cast<int>(text.size()) + 1);
      EXPECT_FALSE(result.error->message.empty());
      continue;
    }
    ++parsed;
    ASSERT_FALSE(result.puzzles.empty());
    for (const PuzzleText& puzzle : result.puzzles) {
      ASSERT_TRUE(is_valid_puzzle(puzzle)) << "trial " << trial;
      expect_same_puzzle(puzzle, round_trip(puzzle));
    }
  }
  EXPECT_GT(parsed, 400) << "the junk should often be a valid file";
  EXPECT_GT(refused, 400) << "the junk should often be refused";
}

TEST(PuzzleFileJunk, PurelyRandomBytes) {
  SplitMix64 random(42);
  for (int trial = 0; trial < 2000; ++trial) {
    std::string text(random.below(300), '\0');
    for (char& c : text) c = static_cast<char>(random.below(256));
    const ParseResult result = parse_puzzles(text, "junk.txt", kKinds);
    EXPECT_NE(result.error.has_value(), !result.puzzles.empty());
  }
}

// ---------------------------------------------------------------------------
// Files and standard input

class PuzzleFileOnDisk : public ::testing::Test {
 protected:
  void SetUp() override {
    const char* test_name = ::testing::UnitTest::GetInstance()->current_test_info()->name();
    directory_ = std::filesystem::temp_directory_path() /
                 text_of("xoi_puzzle_file_test_", std::to_string(::getpid()), "_", test_name);
    std::filesystem::create_directories(directory_);
  }
  void TearDown() override {
    std::error_code ignored;
    std::filesystem::remove_all(directory_, ignored);
  }

  std::string write_file(const std::string& name, std::string_view content) const {
    const std::string path = (directory_ / name).string();
    std::ofstream out(path, std::ios::binary);
    out.write(content.data(), static_cast<std::streamsize>(content.size()));
    return path;
  }

  std::filesystem::path directory_;
};

TEST_F(PuzzleFileOnDisk, ReadsAFile) {
  const ParseResult result = read_puzzle_file(write_file("p.txt", kFormatExample), kKinds);
  ASSERT_FALSE(result.error) << result.error->describe();
  ASSERT_EQ(result.puzzles.size(), 1U);
  EXPECT_EQ(result.puzzles.front().cells, cells_of(kExampleCells, "XO"));
}

TEST_F(PuzzleFileOnDisk, ReadsBytesAsTheyAre) {
  const std::string path = write_file("crlf.txt", "binox 2x2\r\nXO\r\nO\0X\r\n"sv);
  const ParseResult result = read_puzzle_file(path, kKinds);
  ASSERT_TRUE(result.error);
  EXPECT_EQ(result.error->describe(), path + ":3:2: invalid byte 0x00 (NUL)");
}

TEST_F(PuzzleFileOnDisk, NamesTheFileInErrors) {
  const std::string path = write_file("bad.txt", "binox 2x2\nXI\nOX\n");
  const ParseResult result = read_puzzle_file(path, kKinds);
  ASSERT_TRUE(result.error);
  EXPECT_EQ(result.error->file, path);
  EXPECT_EQ(result.error->line, 2);
  EXPECT_EQ(result.error->column, 2);
}

TEST_F(PuzzleFileOnDisk, MissingFile) {
  const std::string path = (directory_ / "absent.txt").string();
  const ParseResult result = read_puzzle_file(path, kKinds);
  ASSERT_TRUE(result.error);
  EXPECT_TRUE(result.puzzles.empty());
  EXPECT_EQ(result.error->describe(), path + ": cannot open: No such file or directory");
  EXPECT_EQ(result.error->line, 0);
}

TEST_F(PuzzleFileOnDisk, Directory) {
  const ParseResult result = read_puzzle_file(directory_.string(), kKinds);
  ASSERT_TRUE(result.error);
  EXPECT_EQ(result.error->describe(), directory_.string() + ": is a directory");
}

TEST_F(PuzzleFileOnDisk, UnreadableFile) {
  if (::geteuid() == 0) GTEST_SKIP() << "root can read every file";
  const std::string path = write_file("secret.txt", kFormatExample);
  ::chmod(path.c_str(), 0);
  const ParseResult result = read_puzzle_file(path, kKinds);
  ASSERT_TRUE(result.error);
  EXPECT_EQ(result.error->describe(), path + ": cannot open: Permission denied");
}

TEST_F(PuzzleFileOnDisk, EmptyFile) {
  const ParseResult result = read_puzzle_file(write_file("empty.txt", ""), kKinds);
  ASSERT_TRUE(result.error);
  EXPECT_TRUE(mentions(result.error->message, "no puzzle found"));
}

TEST_F(PuzzleFileOnDisk, EndlessInputIsRefused) {
  if (!std::filesystem::exists("/dev/zero")) GTEST_SKIP() << "no /dev/zero";
  const ParseResult result = read_puzzle_file("/dev/zero", kKinds);
  ASSERT_TRUE(result.error);
  EXPECT_EQ(result.error->describe(), "/dev/zero: larger than the limit of 67108864 bytes");
}

// Runs read_puzzle_file("-") with standard input taken from `path`.
ParseResult read_standard_input_from(const std::string& path) {
  const int saved = ::dup(STDIN_FILENO);
  const int file = ::open(path.c_str(), O_RDONLY);
  ::dup2(file, STDIN_FILENO);
  ::close(file);
  std::clearerr(stdin);
  ParseResult result = read_puzzle_file("-", kKinds);
  ::dup2(saved, STDIN_FILENO);
  ::close(saved);
  std::clearerr(stdin);
  return result;
}

TEST_F(PuzzleFileOnDisk, ReadsStandardInput) {
  const ParseResult result = read_standard_input_from(write_file("in.txt", kFormatExample));
  ASSERT_FALSE(result.error) << result.error->describe();
  ASSERT_EQ(result.puzzles.size(), 1U);
  EXPECT_EQ(result.puzzles.front().cells, cells_of(kExampleCells, "XO"));
}

TEST_F(PuzzleFileOnDisk, NamesStandardInputInErrors) {
  const ParseResult result = read_standard_input_from(write_file("in.txt", "binox 2x2\nXO\n"));
  ASSERT_TRUE(result.error);
  EXPECT_EQ(result.error->describe(), "<stdin>:3: too few rows: expected 2 rows, found 1");
}

}  // namespace
}  // namespace xoi
