import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// Values the shell completions ask the tool for at TAB time (`completions --values KIND`):
/// the ones too many to write into the script (time zones, teams) or only known at run time
/// (the bet ids of the last `fairbet`, a setting's values). Names only, never a result.
public enum CompletionValues {
    /// What a script may ask for: `setting` stands for `setting:KEY`, the values of the
    /// setting named KEY (the previous word on the command line); `periods` for
    /// `periods:WORDS`, the `--through` periods of the command line's words so far.
    public enum Kind: String, CaseIterable, Sendable {
        case zones, teams, bets, leagues, setting, periods
    }

    /// `completions --values KIND`: each line `VALUE` or `VALUE<TAB>description`, none for a
    /// kind with nothing to offer. The bets of the last `fairbet` are in the configuration's
    /// cache directory.
    public static func values(_ kind: String, configuration: Configuration) -> OutputView {
        .completion(CompletionList(content: .values(lines(kind, cacheDirectory: configuration.cacheDirectory,
                                                          defaultLeagues: configuration.defaultLeagues))))
    }

    static func lines(_ text: String, cacheDirectory: URL, defaultLeagues: [String] = []) -> [String] {
        let (name, key) = text.firstIndex(of: ":").map { (String(text[..<$0]), String(text[text.index(after: $0)...])) } ?? (text, "")
        switch Kind(rawValue: name) {
        case .teams where key.isEmpty: return teams()
        case .zones where key.isEmpty: return zones()
        case .bets where key.isEmpty: return RecentBets(directory: cacheDirectory).lines()
        case .leagues where key.isEmpty: return leagues()
        case .setting where text.hasPrefix("setting:"): return setting(key)
        case .periods: return ThroughCompletion(words: key, cacheDirectory: cacheDirectory, defaultLeagues: defaultLeagues).periods()
        default: return []
        }
    }

    /// `completions --game-ids`: the games of the last feed, for the shell scripts.
    public static func gameIDs(configuration: Configuration) -> OutputView {
        .completion(CompletionList(content: .gameIDs(RecentGamesStore(directory: configuration.cacheDirectory).all())))
    }

    /// Remembers the games of a feed for `completions --game-ids`: who played and when,
    /// nothing about how it went.
    public static func remember(_ rows: [FeedRow], configuration: Configuration) {
        remember(rows, cacheDirectory: configuration.cacheDirectory)
    }

    static func remember(_ rows: [FeedRow], cacheDirectory: URL) {
        RecentGamesStore(directory: cacheDirectory).remember(rows.map {
            .init(id: $0.id, league: $0.league, matchup: "\($0.away.abbreviation) @ \($0.home.abbreviation)", start: $0.start)
        })
    }

    /// Every time zone the system knows.
    static func zones() -> [String] { TimeZone.knownTimeZoneIdentifiers.sorted() }

    /// Every league the client knows.
    static func leagues() -> [String] { League.known.map(\.rawString) }

    /// The usual abbreviation of every known team, with the teams it names.
    static func teams() -> [String] {
        var names: [String: [String]] = [:]
        for entry in TeamDirectory.entries {
            guard let abbreviation = entry.abbreviations.first else { continue }
            names[abbreviation, default: []].append("\(entry.league) \(entry.names.first?.joined(separator: " ") ?? "")")
        }
        return names.keys.sorted().map { "\($0)\t\(names[$0]!.joined(separator: ", "))" }
    }

    /// What `config set KEY` accepts, or good examples of it.
    static func setting(_ key: String) -> [String] {
        switch Settings.canonicalKey(key) {
        case "env": return BackendEnvironment.allCases.map(\.rawValue)
        case "scoreRevealMode": return ScoreRevealMode.allCases.map(\.rawValue)
        case "serverProse": return ServerProse.allCases.map(\.rawValue)
        case "oddsFormat": return OddsDisplayFormat.allCases.map(\.rawValue)
        case "api": return APIChoice.allCases.map(\.rawValue)
        case "timeZone": return zones()
        case "alwaysHideTeams", "neverHideTeams", "followedTeams": return teams()
        case "defaultLeagues": return leagues()
        case "liveDelaySeconds": return ["0", "30", "60", "120", "300"]
        case "followIntervalSeconds": return ["15", "30", "45", "60", "120"]
        case "pager": return ["off", "less -FRX", "more"]
        case "baseURL": return ["https://sda.dock108.dev"]
        case "recapPath": return [Settings().recapPath]
        default: return []
        }
    }
}

/// The bet ids of the last `fairbet` list (`recent-bets.txt` in the cache directory), for
/// completing `--explain` and `--parlay`. A cache: failures are ignored.
struct RecentBets: Sendable {
    let fileURL: URL

    /// The file in `directory` (the cache directory).
    init(directory: URL) { fileURL = directory.appendingPathComponent("recent-bets.txt") }

    /// Replaces the remembered bets: `ID<TAB>selection · matchup` a line.
    func remember(_ bets: [(id: String, description: String)]) {
        let text = bets.map { "\($0.id)\t\($0.description.replacingOccurrences(of: "\t", with: " "))\n" }.joined()
        guard (try? String(contentsOf: fileURL, encoding: .utf8)) != text else { return }
        try? FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: fileURL, options: .atomic)
    }

    func lines() -> [String] {
        ((try? String(contentsOf: fileURL, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }
}
