import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// The names people use for the professional teams of the leagues the backend covers: full
/// name, city, nickname, abbreviations (the backend's and the common variants) and aliases
/// ("LA Clippers", "OKC", "Habs"). Team rules, `--team` and game names match against these,
/// so a reader's "Montreal" finds "Montréal Canadiens" and "Sixers" the 76ers.
///
/// Only names live here, never results. College teams are too many to list: they match on
/// the server's own name and abbreviation.
enum TeamDirectory {
    /// One team and every name it goes by.
    struct Entry: Sendable {
        let league: String
        /// Upper-case abbreviations; the first is the usual one.
        let abbreviations: [String]
        /// Names that may be written whole or in part, as folded words: the full name first,
        /// then the city variants and aliases ("Los Angeles Clippers", "LA Clippers", "Clips").
        let names: [[String]]
    }

    /// Lines of `LEAGUE|ABBR ABBR…|Full Name|alias|alias…`.
    private static let table = """
    NBA|ATL|Atlanta Hawks
    NBA|BOS|Boston Celtics|Celts
    NBA|BKN BRK BK|Brooklyn Nets
    NBA|CHA CHO|Charlotte Hornets
    NBA|CHI|Chicago Bulls
    NBA|CLE|Cleveland Cavaliers|Cavs
    NBA|DAL|Dallas Mavericks|Mavs
    NBA|DEN|Denver Nuggets
    NBA|DET|Detroit Pistons
    NBA|GSW GS|Golden State Warriors|Dubs
    NBA|HOU|Houston Rockets
    NBA|IND|Indiana Pacers
    NBA|LAC|Los Angeles Clippers|LA Clippers|Clips
    NBA|LAL|Los Angeles Lakers|LA Lakers
    NBA|MEM|Memphis Grizzlies|Grizz
    NBA|MIA|Miami Heat
    NBA|MIL|Milwaukee Bucks
    NBA|MIN|Minnesota Timberwolves|Wolves|T-Wolves
    NBA|NOP NO NOR|New Orleans Pelicans|Pels
    NBA|NYK NY|New York Knicks
    NBA|OKC|Oklahoma City Thunder|OKC Thunder
    NBA|ORL|Orlando Magic
    NBA|PHI|Philadelphia 76ers|Sixers|Philly
    NBA|PHX PHO|Phoenix Suns
    NBA|POR|Portland Trail Blazers|Blazers|Portland Trailblazers
    NBA|SAC|Sacramento Kings
    NBA|SAS SA|San Antonio Spurs
    NBA|TOR|Toronto Raptors|Raps
    NBA|UTA UTAH|Utah Jazz
    NBA|WAS WSH|Washington Wizards|Wiz
    NHL|ANA|Anaheim Ducks
    NHL|BOS|Boston Bruins
    NHL|BUF|Buffalo Sabres
    NHL|CGY|Calgary Flames
    NHL|CAR|Carolina Hurricanes|Canes
    NHL|CHI|Chicago Blackhawks
    NHL|COL|Colorado Avalanche|Avs
    NHL|CBJ CLB|Columbus Blue Jackets|Jackets
    NHL|DAL|Dallas Stars
    NHL|DET|Detroit Red Wings|Wings
    NHL|EDM|Edmonton Oilers
    NHL|FLA|Florida Panthers|Cats
    NHL|LAK LA|Los Angeles Kings|LA Kings
    NHL|MIN|Minnesota Wild
    NHL|MTL MON|Montréal Canadiens|Montreal Canadiens|Habs
    NHL|NSH NAS|Nashville Predators|Preds
    NHL|NJD NJ|New Jersey Devils
    NHL|NYI|New York Islanders|Isles
    NHL|NYR|New York Rangers
    NHL|OTT|Ottawa Senators|Sens
    NHL|PHI|Philadelphia Flyers
    NHL|PIT|Pittsburgh Penguins|Pens
    NHL|SJS SJ|San Jose Sharks
    NHL|SEA|Seattle Kraken
    NHL|STL|St. Louis Blues|Saint Louis Blues
    NHL|TBL TB|Tampa Bay Lightning|Bolts
    NHL|TOR|Toronto Maple Leafs|Leafs
    NHL|UTA UHC|Utah Mammoth|Utah Hockey Club
    NHL|VAN|Vancouver Canucks|Nucks
    NHL|VGK VEG|Vegas Golden Knights|Las Vegas Golden Knights|Knights
    NHL|WSH WAS|Washington Capitals|Caps
    NHL|WPG|Winnipeg Jets
    MLB|ARI AZ|Arizona Diamondbacks|D-backs|Dbacks
    MLB|ATL|Atlanta Braves
    MLB|BAL|Baltimore Orioles|O's
    MLB|BOS|Boston Red Sox
    MLB|CHC|Chicago Cubs
    MLB|CWS CHW|Chicago White Sox|ChiSox
    MLB|CIN|Cincinnati Reds
    MLB|CLE|Cleveland Guardians
    MLB|COL|Colorado Rockies
    MLB|DET|Detroit Tigers
    MLB|HOU|Houston Astros|Stros
    MLB|KC KCR|Kansas City Royals
    MLB|LAA ANA|Los Angeles Angels|LA Angels|Anaheim Angels
    MLB|LAD|Los Angeles Dodgers|LA Dodgers
    MLB|MIA FLA|Miami Marlins
    MLB|MIL|Milwaukee Brewers|Brew Crew
    MLB|MIN|Minnesota Twins
    MLB|NYM|New York Mets
    MLB|NYY|New York Yankees|Yanks
    MLB|ATH OAK|Athletics|Oakland Athletics|Sacramento Athletics|A's
    MLB|PHI|Philadelphia Phillies|Phils
    MLB|PIT|Pittsburgh Pirates|Bucs
    MLB|SD SDP|San Diego Padres|Friars
    MLB|SF SFG|San Francisco Giants
    MLB|SEA|Seattle Mariners|M's
    MLB|STL|St. Louis Cardinals|Saint Louis Cardinals|Cards
    MLB|TB TBR|Tampa Bay Rays
    MLB|TEX|Texas Rangers
    MLB|TOR|Toronto Blue Jays|Jays
    MLB|WSH WSN WAS|Washington Nationals|Nats
    NFL|ARI|Arizona Cardinals
    NFL|ATL|Atlanta Falcons
    NFL|BAL|Baltimore Ravens
    NFL|BUF|Buffalo Bills
    NFL|CAR|Carolina Panthers
    NFL|CHI|Chicago Bears
    NFL|CIN|Cincinnati Bengals
    NFL|CLE|Cleveland Browns
    NFL|DAL|Dallas Cowboys
    NFL|DEN|Denver Broncos
    NFL|DET|Detroit Lions
    NFL|GB GNB|Green Bay Packers|Pack
    NFL|HOU|Houston Texans
    NFL|IND|Indianapolis Colts
    NFL|JAX JAC|Jacksonville Jaguars|Jags
    NFL|KC KAN|Kansas City Chiefs
    NFL|LV LVR|Las Vegas Raiders
    NFL|LAC|Los Angeles Chargers|LA Chargers|Bolts
    NFL|LAR LA|Los Angeles Rams|LA Rams
    NFL|MIA|Miami Dolphins|Fins
    NFL|MIN|Minnesota Vikings|Vikes
    NFL|NE NWE|New England Patriots|Pats
    NFL|NO NOR|New Orleans Saints
    NFL|NYG|New York Giants
    NFL|NYJ|New York Jets
    NFL|PHI|Philadelphia Eagles
    NFL|PIT|Pittsburgh Steelers
    NFL|SF SFO|San Francisco 49ers|Niners
    NFL|SEA|Seattle Seahawks
    NFL|TB TAM|Tampa Bay Buccaneers|Bucs
    NFL|TEN|Tennessee Titans
    NFL|WAS WSH|Washington Commanders|Commanders
    """

    /// Every entry, parsed once on first use (only commands that match teams pay for it).
    static let entries: [Entry] = table.split(separator: "\n").compactMap { line in
        let fields = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        guard fields.count >= 3 else { return nil }
        return Entry(league: fields[0], abbreviations: fields[1].split(separator: " ").map(String.init),
                     names: fields[2...].map(TeamMatcher.words))
    }

    /// Each team's full name as the table writes it ("Montréal Canadiens"), by its folded words.
    static let displayNames: [[String]: String] = Dictionary(
        table.split(separator: "\n").compactMap { line -> ([String], String)? in
            let fields = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count >= 3 else { return nil }
            return (TeamMatcher.words(fields[2]), fields[2])
        }, uniquingKeysWith: { first, _ in first })

    /// The entry for a team as the server names it: same league and the abbreviation or a
    /// name that folds to one of the entry's. nil for teams the directory does not know.
    static func entry(league: String, name: String, abbreviation: String?) -> Entry? {
        let league = league.uppercased()
        let folded = TeamMatcher.words(name)
        let abbreviation = abbreviation.map { $0.uppercased() }
        let candidates = entries.filter { $0.league == league }
        if let byName = candidates.first(where: { $0.names.contains(folded) }) {
            return byName
        }
        guard let abbreviation, !abbreviation.isEmpty else { return nil }
        return candidates.first { $0.abbreviations.contains(abbreviation) }
    }
}
