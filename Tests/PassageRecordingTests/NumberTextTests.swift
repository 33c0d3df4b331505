import PassageTestSupport
import Testing

@testable import PassageRecording

/// The one number formatter: its three forms and its one rule for NaN and infinities.
@Suite struct NumberTextTests {
  @Test func everyFormPrintsANonFiniteNumberAsNull() {
    for n in [Double.nan, .infinity, -.infinity] {
      expectEqual(NumberText.shortest(n), "null")
      expectEqual(NumberText.rounded(n, significantDigits: 6), "null")
      expectEqual(NumberText.fixed(n, decimals: 2), "null")
      expectEqual(JSONValue.number(n).text, "null")
    }
  }

  @Test func shortestIsExactAndDropsTheFractionOfWholeNumbers() {
    expectEqual(NumberText.shortest(1), "1")
    expectEqual(NumberText.shortest(-0.0), "0")
    expectEqual(NumberText.shortest(0.1), "0.1")
    expectEqual(NumberText.shortest(1e20), "1e+20")
  }

  @Test func roundedKeepsTheSignificantDigits() {
    expectEqual(NumberText.rounded(1234.5678, significantDigits: 3), "1230")
    expectEqual(NumberText.rounded(0.000123456, significantDigits: 2), "0.00012")
    expectEqual(NumberText.rounded(-0.0, significantDigits: 3), "0")
  }

  @Test func fixedPrintsExactlyTheDecimals() {
    expectEqual(NumberText.fixed(1.23456, decimals: 2), "1.23")
    expectEqual(NumberText.fixed(2, decimals: 1), "2.0")
    expectEqual(NumberText.fixed(-0.001, decimals: 2), "0.00")
    expectEqual(NumberText.fixed(-1.5, decimals: 0), "-2")
  }

  @Test func decimalReadsOnlyTheDecimalFormTheHelpDocuments() {
    for (text, value) in [
      ("0", 0.0), ("-12", -12), ("+3", 3), ("0.5", 0.5), (".5", 0.5), ("3.", 3), ("1e3", 1000),
      ("2.5E-1", 0.25), ("-1e+2", -100), ("007", 7),
    ] {
      expectEqual(NumberText.decimal(text), value, "\(text)")
    }
    expectEqual(NumberText.decimal("1e400"), .infinity)
    for text in [
      "", "+", "-", ".", "e3", "1e", "1e+", "0x10", "0x1p-2", "inf", "-Infinity", "nan", "NaN", "1_000",
      " 1", "1 ", "1,5", "1.2.3", "--1", "1e3.5", "١",
    ] {
      #expect(NumberText.decimal(text) == nil, "\(text)")
    }
  }
}
