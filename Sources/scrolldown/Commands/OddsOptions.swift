import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

extension OddsCategory: ChoiceValue {}
extension OddsDisplayFormat: ChoiceValue {}
extension DevigMethod: ChoiceValue {}

/// Options `odds` and `fairbet` share.
enum OddsOptions {
    static let format: Option<OddsDisplayFormat?> = .choice(
        "odds-format", value: "FORMAT", help: "Prices as american (+140), decimal (2.40) or probability (41.7%); default: config oddsFormat.")
    static let category: Option<OddsCategory?> = .choice(
        "category", value: "CATEGORY", help: "Market category: mainline, player-prop, team-prop, alternate, period, game-prop.")
    static let player: Option<String?> = .text(
        "player", value: "TEXT", help: "Only players whose name contains TEXT (accents and case ignored).")

    /// A trimmed, non-empty `--player`.
    static func player(_ arguments: ParsedArguments) throws(ScrollDownError) -> String? {
        try arguments.get(player).map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
    }
}
