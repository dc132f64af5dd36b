import ScrollDownViews
import ScrollDownWithheld
/// The tool's version, shown by `--version` and sent in the `User-Agent`.
public enum Version {
    public static let current = "0.1.0"
}
