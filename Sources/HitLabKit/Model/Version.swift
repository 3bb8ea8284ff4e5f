/// HitLab's version, printed by `hitlab --version`.
public enum HitLabVersion {
    public static let current = "0.1.0"
}
