import Foundation
import Testing
@testable import ScrollDownCore
@testable import ScrollDownViews
@testable import ScrollDownWithheld

@Suite struct XDGPathsTests {
    @Test func defaultsComeFromHome() {
        let paths = XDGPaths(environment: ["HOME": "/home/ada"])
        #expect(paths.configDirectory.path == "/home/ada/.config/scrolldown")
        #expect(paths.stateDirectory.path == "/home/ada/.local/state/scrolldown")
        #expect(paths.cacheDirectory.path == "/home/ada/.cache/scrolldown")
    }

    @Test func absoluteXDGVariablesWin() {
        let paths = XDGPaths(environment: [
            "HOME": "/home/ada", "XDG_CONFIG_HOME": "/cfg", "XDG_STATE_HOME": "/var/st", "XDG_CACHE_HOME": "/c/",
        ])
        #expect(paths.configDirectory.path == "/cfg/scrolldown")
        #expect(paths.stateDirectory.path == "/var/st/scrolldown")
        #expect(paths.cacheDirectory.path == "/c/scrolldown")
    }

    @Test func relativeOrEmptyXDGVariablesAreIgnored() {
        let paths = XDGPaths(environment: [
            "HOME": "/home/ada", "XDG_CONFIG_HOME": "relative/cfg", "XDG_STATE_HOME": "", "XDG_CACHE_HOME": "./cache",
        ])
        #expect(paths.configDirectory.path == "/home/ada/.config/scrolldown")
        #expect(paths.stateDirectory.path == "/home/ada/.local/state/scrolldown")
        #expect(paths.cacheDirectory.path == "/home/ada/.cache/scrolldown")
    }

    @Test func missingHomeStaysAbsolute() {
        let paths = XDGPaths(environment: [:])
        #expect(paths.configDirectory.path == "/.config/scrolldown")
        #expect(paths.stateDirectory.path.hasPrefix("/"))
    }
}
