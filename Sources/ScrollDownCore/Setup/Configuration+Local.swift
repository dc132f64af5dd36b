import Foundation
import ScrollDownViews
import ScrollDownWithheld

extension Configuration {
    /// Time zone: --tz > config > TZ > the system zone, each an IANA name, a zone file
    /// (`:/etc/localtime`) or a POSIX rule (`UTC0`, `EST5EDT,M3.2.0,M11.1.0`). A bad `--tz`
    /// is a usage error; a bad configured zone fails commands that show games and is ignored
    /// by the others; a `TZ` nothing can read means UTC, as in the C library, with a note.
    /// The note (nil when there is nothing to say) is printed once by the caller.
    static func localTime(flag: String?, settings: Settings, environment: [String: String],
                          strict: Bool) throws -> (LocalTime, note: String?) {
        let variable = environment["TZ"].flatMap { $0.isEmpty ? nil : $0 }
        guard let zoneName = flag ?? settings.timeZone ?? variable else {
            return (LocalTime(timeZone: .current), nil)
        }
        let origin = flag != nil ? "--tz" : settings.timeZone != nil ? "config timeZone" : "TZ"
        switch TimeZoneSetting.resolve(zoneName) {
        case .zone(let zone):
            return (LocalTime(timeZone: zone), nil)
        case .approximate(let zone, let note):
            return (LocalTime(timeZone: zone), "time zone \(Echo.quoted(zoneName)) (\(origin)): \(note)")
        case .unknown:
            if flag != nil { throw ScrollDownError.usage(.unknownTimeZone(zoneName)) }
            if origin == "TZ" {
                return (LocalTime(timeZone: TimeZone(identifier: "UTC")!),
                        "unknown time zone \(Echo.quoted(zoneName)) in TZ: using UTC, as the C library does")
            }
            guard !strict else { throw ScrollDownError.config(.unknownTimeZone(zoneName)) }
            return (LocalTime(timeZone: .current), nil)
        }
    }

    /// The pager people get when neither config `pager` nor `$PAGER` names one: `less -FRX`
    /// quits at once when the text fits the screen and keeps colours.
    static let defaultPager = "less -FRX"

    /// The pager as configured, with where that comes from: config `pager` (`off` and its
    /// synonyms: none), else `$PAGER` (empty or `cat`: none), else the default. `command` is
    /// nil for none.
    static func pagerChoice(settings: Settings, environment: [String: String]) -> (command: String?, source: String) {
        if let configured = settings.pager?.trimmingWhitespaces(), !configured.isEmpty {
            let off = ["off", "false", "no", "never", "none"].contains(configured.lowercased())
            return (off ? nil : configured, "config pager")
        }
        if let variable = environment["PAGER"] {
            let trimmed = variable.trimmingWhitespaces()
            return (trimmed.isEmpty || trimmed == "cat" ? nil : trimmed, "PAGER")
        }
        return (Self.defaultPager, "default")
    }

    /// The pager command for long text on a terminal, or nil for none (config `pager`,
    /// `$PAGER`, else `less -FRX`). Whether to page at all (a terminal, text, `--no-pager`)
    /// is the caller's to decide.
    public var pager: String? { Self.pagerChoice(settings: settings, environment: environment).command }
}
