import Foundation
import ScrollDownViews
import ScrollDownWithheld
#if canImport(Glibc)
import Glibc
#endif

extension Configuration {
    /// `scrolldown doctor`: every check of the setup, as the report to show and how many need
    /// fixing (the command's exit status). `offline` (`--offline`) leaves the backend unasked;
    /// `timeout` (`--timeout`) bounds its one request, at most 10 s.
    public func doctor(offline: Bool, timeout: TimeInterval?) async -> (report: OutputView, problems: Int) {
        let checks = await Doctor(configuration: self, offline: offline, timeout: timeout).run()
        return (.setup(SetupReport(content: .doctor(checks))), checks.filter { $0.status == .fix }.count)
    }
}

/// The checks of `scrolldown doctor`, in screen order. Each reads; none writes (a corrupt
/// state file is reported, not moved aside) and none prints a key.
struct Doctor {
    let configuration: Configuration
    let offline: Bool
    let timeout: TimeInterval?

    private var environment: [String: String] { configuration.environment }

    func run() async -> [DoctorCheck] {
        let (settings, configChecks) = config()
        var checks = configChecks
        checks += stateFiles()
        let (keys, keyChecks) = apiKeys(settings)
        checks += keyChecks
        checks.append(await backend(settings, keys: keys))
        checks.append(account())
        checks.append(timeZone(settings))
        checks.append(pager(settings))
        checks.append(completions())
        return checks
    }

    // MARK: config and state

    private func config() -> (Settings, [DoctorCheck]) {
        let path = configuration.paths.configDirectory.appendingPathComponent("config.json").path
        let store = SettingsStore(paths: configuration.paths, clock: configuration.clock, notice: { _ in })
        do {
            let (settings, problems) = try store.loadReportingProblems()
            if problems.isEmpty, case .unrecognized(let text)? = settings.env {
                // It decodes (so `config` still runs on it), but no command that asks the
                // backend accepts it.
                return (settings, [DoctorCheck(name: "config", status: .fix, detail: "\(path): env \(Echo.quoted(text)) names "
                    + "no environment (expected mock, live): scrolldown config set env mock (or live)")])
            }
            guard !problems.isEmpty else {
                let exists = FileManager.default.fileExists(atPath: path)
                return (settings, [DoctorCheck(name: "config", status: .ok, detail: exists ? "\(path) is valid" : "no config.json: the defaults")])
            }
            return (settings, problems.map { problem in
                let fix = problem.key.map { ": scrolldown config set \($0) VALUE" } ?? ""
                return DoctorCheck(name: "config", status: .fix, detail: problem.message + fix)
            })
        } catch {
            return (Settings(), [DoctorCheck(name: "config", status: .fix, detail: Self.message(error))])
        }
    }

    /// Each state file: absent (nothing remembered yet), or a regular JSON file only its owner
    /// can read.
    private func stateFiles() -> [DoctorCheck] {
        var fine: [String] = []
        var checks: [DoctorCheck] = []
        for name in ["reveal.json", "read.json", "positions.json", "pins.json", "sync.json"] {
            let path = configuration.paths.stateDirectory.appendingPathComponent(name).path
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            guard info.st_mode & S_IFMT == S_IFREG else {
                checks.append(DoctorCheck(name: "state", status: .fix, detail: "\(path) is not a regular file: move it away"))
                continue
            }
            let mode = info.st_mode & 0o777
            if mode & 0o077 != 0 {
                checks.append(DoctorCheck(name: "state", status: .fix,
                                          detail: "\(name) has mode \(String(mode, radix: 8)), not 600: chmod 600 \(path)"))
                continue
            }
            guard let data = FileManager.default.contents(atPath: path),
                  (try? JSONSerialization.jsonObject(with: data)) is [String: Any] else {
                checks.append(DoctorCheck(name: "state", status: .fix,
                                          detail: "\(name) cannot be read (the next change moves it aside): \(path)"))
                continue
            }
            fine.append(name)
        }
        let detail = fine.isEmpty ? "nothing remembered yet (\(configuration.paths.stateDirectory.path))"
            : fine.joined(separator: ", ") + " readable, mode 600"
        return checks.isEmpty ? [DoctorCheck(name: "state", status: .ok, detail: detail)] : checks
    }

    // MARK: keys and backend

    private func apiKeys(_ settings: Settings) -> (APIKeys?, [DoctorCheck]) {
        let keys: APIKeys
        do {
            keys = try APIKeyLoader.loadKeys(environment: environment, settings: settings)
        } catch {
            return (nil, [DoctorCheck(name: "API key", status: .fix, detail: Self.message(error))])
        }
        let sources = APIKeyLoader.sources(environment: environment, settings: settings)
        guard keys.hasAdmin else {
            guard keys.hasConsumer else {
                return (keys, [DoctorCheck(name: "API key", status: configuration.isMock ? .note : .fix,
                                           detail: "none (set SCROLLDOWN_API_KEY or apiKeyFile for the live backend)")])
            }
            // A consumer key alone reads games from /api/v1; odds, FairBet and posts need the admin key.
            return (keys, [DoctorCheck(name: "API key", status: .note,
                                       detail: "none: odds, FairBet and posts need it (SCROLLDOWN_API_KEY or apiKeyFile)"),
                           DoctorCheck(name: "consumer key", status: .ok, detail: "found in \(sources.consumer): /api/v1")])
        }
        var checks = [DoctorCheck(name: "API key", status: .ok,
                                  detail: "found in \(sources.admin): /api/admin, /api/social, /api/fairbet")]
        if keys.hasConsumer {
            checks.append(DoctorCheck(name: "consumer key", status: .ok, detail: "found in \(sources.consumer): /api/v1"))
        } else {
            checks.append(DoctorCheck(name: "consumer key", status: .note, detail: "none: the API key is sent to /api/v1 too"))
        }
        return (keys, checks)
    }

    /// The sample games (mock), or one request to the live backend: reachable, the key
    /// accepted, and which dialect its games list speaks.
    private func backend(_ settings: Settings, keys: APIKeys?) async -> DoctorCheck {
        // An env that names no environment: every command that asks the backend refuses it,
        // so which backend would answer is not known (doctor itself runs, to say so).
        let layeredEnv = Configuration.layeredEnv(environment: environment, settings: settings)
        if configuration.flags.env == nil, let refusal = Configuration.envRefusal(layeredEnv) {
            if layeredEnv?.source == .environment {
                return DoctorCheck(name: "backend", status: .fix, detail: Self.message(refusal) + ": set SCROLLDOWN_ENV to mock or live")
            }
            return DoctorCheck(name: "backend", status: .note, detail: "not checked: config env names no environment (see config)")
        }
        if configuration.isMock {
            guard let fixtures = FixtureLocator.locate(environment: environment, executablePath: configuration.executablePath) else {
                if let named = FixtureLocator.named(environment: environment) {
                    return DoctorCheck(name: "backend", status: .fix,
                                       detail: "sample games (mock), but SCROLLDOWN_FIXTURES names \(named.path), which holds none "
                                           + "(no api/ folder): set it to the path of a Fixtures folder")
                }
                return DoctorCheck(name: "backend", status: .fix,
                                   detail: "sample games (mock), but Fixtures/ is missing: set SCROLLDOWN_FIXTURES or reinstall")
            }
            return DoctorCheck(name: "backend", status: .ok, detail: "sample games (mock, \(configuration.envSource.rawValue)) at \(fixtures.path)")
        }
        let text = configuration.baseURLInEffect.value
        if offline {
            return DoctorCheck(name: "backend", status: .note, detail: "\(text): not asked (--offline)")
        }
        do {
            let baseURL = try BaseURL.parse(text)
            // Which routes serve the games, decided as every command decides (not remembered here).
            let (family, body) = try await GameBackend.probe(
                baseURL: baseURL, keys: keys, recapPath: settings.recapPath,
                timeout: min(timeout ?? 10, 10), api: configuration.api)
            let routes = family == .consumer ? "the consumer routes (/api/v1)" : "the admin routes"
            return DoctorCheck(name: "backend", status: .ok,
                               detail: "\(text) answers: \(Self.dialect(body, family: family)); games from \(routes) (api \(configuration.api.rawValue)); "
                                   + "over \(CurlLibrary.shared?.loaded ?? "libcurl")")
        } catch {
            return DoctorCheck(name: "backend", status: .fix, detail: "\(text): \(Self.message(error))")
        }
    }

    /// Which shape a games list has, in words a reader without the backend's documents can follow
    /// (docs/backend.md#list-item): the consumer list (no top-level score), today's sda list
    /// (`score` objects) or the older flat scores. The newest backend serves the consumer list on the admin route too; that is named
    /// as such when the list has no score key at all and the client decodes it.
    static func dialect(_ body: Data, family: RouteFamily = .admin) -> String {
        if family == .consumer { return "the consumer API's games list" }
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
              let games = object["games"] as? [[String: Any]] else { return "a games list this client does not recognise" }
        guard let game = games.first else { return "no games to tell its dialect by" }
        if game["score"] is [String: Any] || game["score"] is NSNull { return "today's sda games list (scores as objects)" }
        if game.keys.contains("homeScore") || game.keys.contains("home_score") {
            return "the older sports-data-admin games list (flat scores)"
        }
        if !game.keys.contains("score"), (try? decodeContract(GameListResponse.self, from: body, endpoint: "doctor")) != nil {
            return "the consumer API's games list, on the admin routes (the newest backend)"
        }
        return "an unknown dialect"
    }

    // MARK: time zone, pager, completions

    private func timeZone(_ settings: Settings) -> DoctorCheck {
        do {
            let (local, note) = try Configuration.localTime(flag: configuration.flags.timeZone, settings: settings, environment: environment, strict: true)
            let name = local.timeZone.identifier
            if let note { return DoctorCheck(name: "time zone", status: note.hasPrefix("unknown") ? .fix : .note, detail: note) }
            let source = configuration.flags.timeZone != nil ? "--tz" : settings.timeZone != nil ? "config timeZone"
                : Self.nonBlank(environment["TZ"]) ? "TZ" : "the system zone"
            return DoctorCheck(name: "time zone", status: .ok, detail: "\(name) (from \(source))")
        } catch {
            return DoctorCheck(name: "time zone", status: .fix, detail: Self.message(error) + ": scrolldown config set timeZone ZONE")
        }
    }

    private func pager(_ settings: Settings) -> DoctorCheck {
        let (chosen, source) = Configuration.pagerChoice(settings: settings, environment: environment)
        guard let command = chosen else {
            return DoctorCheck(name: "pager", status: .ok, detail: source == "PAGER" ? "none (PAGER)" : "off (config pager)")
        }
        let program = String(command.split(separator: " ").first ?? "")
        guard let found = Self.which(program, path: environment["PATH"]) else {
            return DoctorCheck(name: "pager", status: .fix,
                               detail: "\(command) (\(source)) is not on PATH: install it, or scrolldown config set pager off")
        }
        return DoctorCheck(name: "pager", status: .ok, detail: "\(command) (\(source)), \(found)")
    }

    /// Whether the reader's shell (`SHELL`) has scrolldown's completion: a new interactive
    /// shell is asked (`CompletionProbe`), the only one who knows. When it cannot be asked the
    /// answer is unknown, with where a script was found (or how to install one).
    private func completions() -> DoctorCheck {
        guard let shellPath = environment["SHELL"], !shellPath.isEmpty else {
            return DoctorCheck(name: "completions", status: .note, detail: "unknown: SHELL is not set")
        }
        let shell = URL(fileURLWithPath: shellPath).lastPathComponent
        guard let (candidates, startup) = completionPlaces(shell) else {
            return DoctorCheck(name: "completions", status: .note, detail: "no completion script for \(shell) (bash, zsh and fish have one)")
        }
        let found = candidates.first { FileManager.default.fileExists(atPath: $0) }
        let sourced = (try? String(contentsOfFile: startup, encoding: .utf8))?.contains("scrolldown completions") == true
        let install = "scrolldown completions \(shell) > \(candidates[0]) (see README, Install)"
        // fish loads a command's completion only for a command it finds: this one is.
        var probed = environment
        let folder = URL(fileURLWithPath: configuration.executablePath).deletingLastPathComponent().path
        if configuration.executablePath.hasPrefix("/"), FileManager.default.fileExists(atPath: configuration.executablePath) {
            probed["PATH"] = [folder, environment["PATH"]].compactMap { $0 }.joined(separator: ":")
        }
        switch CompletionProbe(path: shellPath, name: shell, environment: probed).ask() {
        case .loaded:
            let from = found ?? (sourced ? startup : nil)
            return DoctorCheck(name: "completions", status: .ok,
                               detail: "\(shell): loaded in a new interactive shell" + (from.map { " (\($0))" } ?? ""))
        case .notLoaded:
            let why = found.map { "\($0) is there, but a new interactive \(shell) does not load it: "
                + Self.loadingHint(shell, script: $0, startup: startup) }
                ?? (sourced ? "\(startup) names scrolldown completions, but a new interactive \(shell) does not have them: " + install
                    : "not loaded in a new interactive shell: " + install)
            // scrolldown works without it, and a fresh system may lack bash-completion: a
            // warning with how to add it, never what makes doctor fail.
            return DoctorCheck(name: "completions", status: .warn, detail: "\(shell): \(why)")
        case .unknown(let reason):
            let place = found.map { "script at \($0)" } ?? (sourced ? "loaded by \(startup)" : "no script found: " + install)
            return DoctorCheck(name: "completions", status: .note, detail: "\(shell): unknown whether loaded (\(reason)); \(place)")
        }
    }

    /// Where the install script and the README put the completion script of `shell`, and its
    /// start-up file; nil for a shell without one.
    private func completionPlaces(_ shell: String) -> (candidates: [String], startup: String)? {
        let home = environment["HOME"] ?? "/"
        let data = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.local/share"
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.config"
        let prefix = URL(fileURLWithPath: configuration.executablePath).deletingLastPathComponent().deletingLastPathComponent().path
        switch shell {
        case "bash":
            return (["\(data)/bash-completion/completions/scrolldown", "\(prefix)/share/bash-completion/completions/scrolldown",
                     "/usr/share/bash-completion/completions/scrolldown", "/usr/local/share/bash-completion/completions/scrolldown",
                     "/etc/bash_completion.d/scrolldown"], "\(home)/.bashrc")
        case "zsh":
            return (["\(prefix)/share/zsh/site-functions/_scrolldown", "/usr/local/share/zsh/site-functions/_scrolldown",
                     "/usr/share/zsh/site-functions/_scrolldown", "/usr/share/zsh/vendor-completions/_scrolldown"],
                    "\(environment["ZDOTDIR"] ?? home)/.zshrc")
        case "fish":
            return (["\(config)/fish/completions/scrolldown.fish", "\(prefix)/share/fish/vendor_completions.d/scrolldown.fish",
                     "/usr/share/fish/vendor_completions.d/scrolldown.fish", "/usr/local/share/fish/vendor_completions.d/scrolldown.fish"],
                    "\(config)/fish/config.fish")
        default:
            return nil
        }
    }

    /// What makes a new shell load a script that is in place.
    static func loadingHint(_ shell: String, script: String, startup: String) -> String {
        switch shell {
        case "bash": return "install bash-completion (it reads that folder), or add 'source \(script)' to \(startup)"
        case "zsh": return "run compinit in \(startup) with that folder in fpath, or add 'source \(script)' after compinit"
        default: return "add 'source \(script)' to \(startup)"
        }
    }

    // MARK: helpers

    static func message(_ error: Error) -> String {
        (error as? ScrollDownError)?.message ?? error.localizedDescription
    }

    static func nonBlank(_ text: String?) -> Bool {
        !(text?.trimmingCharacters(in: .whitespaces).isEmpty ?? true)
    }

    /// The first executable `program` on `path` (or `program` itself when it has a slash).
    static func which(_ program: String, path: String?) -> String? {
        guard !program.isEmpty else { return nil }
        if program.contains("/") { return FileManager.default.isExecutableFile(atPath: program) ? program : nil }
        for directory in (path ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(directory)/\(program)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
