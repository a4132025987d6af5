/// What this build is: `segnavd --version`, `GET /v1/version` and `/metrics`'s
/// `segnav_build_info` say the same thing.
public enum BuildInfo {
    public static let name = "segnav"
    public static let version = "0.1.0"
}
