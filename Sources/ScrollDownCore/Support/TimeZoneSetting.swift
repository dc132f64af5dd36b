import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// A time zone as people set `TZ` (and `--tz`, config `timeZone`): an IANA name
/// (`Europe/Paris`), a zone file after a colon as glibc reads it (`:/etc/localtime`,
/// `:Europe/Paris`), or a POSIX rule (`UTC0`, `JST-9`, `EST5EDT,M3.2.0,M11.1.0`).
enum TimeZoneSetting {
    /// What a setting names.
    enum Resolution: Equatable, Sendable {
        /// Exactly this zone.
        case zone(TimeZone)
        /// A POSIX rule with a daylight-saving part no IANA zone carries: its standard offset
        /// all year, and a note saying so.
        case approximate(TimeZone, note: String)
        /// Nothing this client can read (glibc then uses UTC).
        case unknown
    }

    /// Where zone files live, for `:/usr/share/zoneinfo/Europe/Paris` and `/etc/localtime`.
    static let zoneDirectories = ["/usr/share/zoneinfo/", "/usr/lib/zoneinfo/", "/usr/share/lib/zoneinfo/"]

    /// Reads `text`; `current` is the system's zone (what `/etc/localtime` names).
    static func resolve(_ text: String, current: @autoclosure () -> TimeZone = .current) -> Resolution {
        var name = text.trimmingWhitespaces()
        let colon = name.hasPrefix(":")
        if colon { name.removeFirst() }
        if name.isEmpty { return colon ? .zone(current()) : .zone(TimeZone(identifier: "UTC")!) }
        if name.hasPrefix("/") { return zoneFile(name, current: current()) }
        if let zone = TimeZone(identifier: name) { return .zone(zone) }
        guard !colon, let rule = POSIXRule(name) else { return .unknown }
        // `EST5EDT,M3.2.0,M11.1.0`: the names before the rule are often an IANA zone with
        // the same rule (EST5EDT, CST6CDT, MST7MDT, PST8PDT).
        if rule.hasDaylightSaving, let zone = TimeZone(identifier: rule.names), zone.secondsFromGMT(for: winter) == rule.offset {
            return .zone(zone)
        }
        guard let fixed = TimeZone(secondsFromGMT: rule.offset) else { return .unknown }
        if rule.hasDaylightSaving {
            return .approximate(fixed, note: "its daylight-saving rule is not applied: times are in its standard time all year")
        }
        return .zone(fixed)
    }

    /// A January instant: standard time in the northern hemisphere, for comparing offsets.
    private static let winter = Date(timeIntervalSince1970: 1_736_000_000)

    /// A zone file: the system's own (`/etc/localtime`) is the current zone; a file under a
    /// zoneinfo directory is the zone of that name; a link is followed to its target.
    private static func zoneFile(_ path: String, current: TimeZone) -> Resolution {
        let resolved = (try? FileManager.default.destinationOfSymbolicLink(atPath: path))
            .map { $0.hasPrefix("/") ? $0 : URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent($0).path }
            ?? path
        for directory in zoneDirectories where resolved.hasPrefix(directory) {
            if let zone = TimeZone(identifier: String(resolved.dropFirst(directory.count))) { return .zone(zone) }
        }
        if path == "/etc/localtime" || resolved == "/etc/localtime" { return .zone(current) }
        return .unknown
    }
}

/// The offset part of a POSIX `TZ` rule: `std offset [dst [offset] [,start[/time],end[/time]]]`.
struct POSIXRule {
    /// `EST5EDT` of `EST5EDT,M3.2.0,M11.1.0`: everything before the rule.
    let names: String
    /// Seconds east of UTC of standard time (POSIX writes west as positive: `EST5` is −5 h).
    let offset: Int
    let hasDaylightSaving: Bool

    init?(_ text: String) {
        let head = text.split(separator: ",", maxSplits: 1).first.map(String.init) ?? text
        var scalars = Substring(head)
        guard Self.name(&scalars) != nil, let west = Self.offset(&scalars), abs(west) <= 24 * 3600 else { return nil }
        var daylight = false
        if !scalars.isEmpty {
            guard Self.name(&scalars) != nil else { return nil }
            daylight = true
            if !scalars.isEmpty { guard Self.offset(&scalars) != nil, scalars.isEmpty else { return nil } }
        }
        guard daylight || !text.contains(",") else { return nil }
        names = head
        offset = -west
        hasDaylightSaving = daylight
    }

    /// `EST` (three or more letters) or `<+0330>`.
    private static func name(_ text: inout Substring) -> Substring? {
        if text.first == "<" {
            guard let end = text.firstIndex(of: ">") else { return nil }
            let name = text[text.index(after: text.startIndex)..<end]
            text = text[text.index(after: end)...]
            return name.count >= 3 ? name : nil
        }
        let name = text.prefix { $0.isASCII && $0.isLetter }
        guard name.count >= 3 else { return nil }
        text = text.dropFirst(name.count)
        return name
    }

    /// `5`, `-9`, `+3:30`, `-5:45:00` in seconds west of UTC.
    private static func offset(_ text: inout Substring) -> Int? {
        var sign = 1
        if let first = text.first, first == "+" || first == "-" {
            sign = first == "-" ? -1 : 1
            text = text.dropFirst()
        }
        let body = text.prefix { $0.isASCII && ($0.isNumber || $0 == ":") }
        text = text.dropFirst(body.count)
        let parts = body.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        guard (1...3).contains(parts.count), parts.allSatisfy({ $0 != nil }), let hours = parts[0], hours <= 24 else { return nil }
        let minutes = parts.count > 1 ? parts[1]! : 0, seconds = parts.count > 2 ? parts[2]! : 0
        guard minutes < 60, seconds < 60 else { return nil }
        return sign * (hours * 3600 + minutes * 60 + seconds)
    }
}
