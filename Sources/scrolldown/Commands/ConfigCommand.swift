import Foundation
import ScrollDownViews
import ScrollDownWithheld
import ScrollDownCore

/// `scrolldown config [list | get KEY | set KEY VALUE | path]`.
struct ConfigCommand: Command {
    /// What `config` does.
    enum Action: String, ChoiceValue {
        case list, get, set, path
    }

    static let action: Argument<Action?> = .choice("ACTION", naming: "config ACTION", help: "list (default), get KEY, set KEY VALUE, or path.")
    static let key: Argument<String?> = .optional("KEY", completion: .settingKeys, help: "A setting name (any case).") {
        text throws(ScrollDownError) in
        guard let key = Configuration.canonicalKey(text) else {
            let known = Configuration.settingKeys
            throw .usage(.unknownSetting(text, known: known, suggestion: Suggestion.closest(to: text, in: known)))
        }
        return key
    }
    static let value: Argument<String?> = .optional("VALUE", completion: .dynamic(.setting), help: "The new value (lists: comma-separated; \"\" restores the default).") { $0 }

    static let spec = CommandSpec(
        "config", summary: "Show or change settings.", arguments: [action.spec, key.spec, value.spec],
        examples: [
            Example("scrolldown config", "every setting and its value"),
            Example("scrolldown config set defaultLeagues NBA,NHL", "the leagues of the feed by default"),
            Example("scrolldown config get timeZone", "one setting"),
            Example("scrolldown config set alwaysHideTeams \"\"", "back to the default"),
        ])
    static let needs = CommandNeeds.localState

    let action: Action
    let key: String?
    let value: String?

    init(_ arguments: ParsedArguments) throws(ScrollDownError) {
        action = try arguments.get(Self.action) ?? .list
        key = try arguments.get(Self.key)
        value = try arguments.get(Self.value)
        let name = "\(Self.spec.name) \(action.rawValue)"
        switch action {
        case .list, .path:
            if let extra = key { throw .usage(.unexpectedArgument(extra, command: name)) }
        case .get:
            guard key != nil else { throw .usage(.missingArgument(name: Self.key.spec.name, command: name)) }
            if let extra = value { throw .usage(.unexpectedArgument(extra, command: name)) }
        case .set:
            guard key != nil else { throw .usage(.missingArgument(name: Self.key.spec.name, command: name)) }
            guard value != nil else { throw .usage(.missingArgument(name: Self.value.spec.name, command: name)) }
        }
    }

    /// The configuration does the work and hands back what to show (`Configuration.config(_:)`);
    /// a change is a confirmation, which `--quiet` drops in text.
    func run(_ session: Session) async throws {
        let request: ConfigAction
        switch action {
        case .list: request = .list
        case .get: request = .get(key ?? "")
        case .set: request = .set(key ?? "", value ?? "")
        case .path: request = .path
        }
        session.output(try session.configuration.config(request))
    }
}
