import Foundation
import Testing

/// The leak check itself must see a score in every form the client could print it.
@Suite struct OutcomeProbeTests {
    let probe = OutcomeProbe(home: 126, away: 115, homeAbbr: "OKC", awayAbbr: "WAS", extraPeriodLabels: ["OT"])

    @Test(arguments: [
        "Final: WAS 115 – OKC 126",
        "126-115",
        "115 to 126",
        "OKC pulled away, 126 after trailing 115 late",
        "Oklahoma City won",
        "went to OT",
        #"{"schema":1,"game":{"score":{"away":115,"home":126}}}"#,
        #"{"schema":1,"type":"game","outcome":"visible"}"# + "\n" + #"{"schema":1,"type":"play"}"#,
    ])
    func seesTheOutcome(output: String) {
        #expect(probe.leak(in: output) != nil, "missed: \(output)")
    }

    @Test(arguments: ["WAS @ OKC · final · outcome hidden", #"{"schema":1,"game":{"outcome":"hidden","score":{"away":30,"home":25}}}"#])
    func cleanOutputPasses(output: String) {
        #expect(probe.problems(in: output) == [])
    }
}
