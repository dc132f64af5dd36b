import ScrollDownViews
import ScrollDownWithheld
/// The output formats of every command (`--format`).
public enum OutputFormat: String, Sendable, CaseIterable {
    case text, json, ndjson
}
