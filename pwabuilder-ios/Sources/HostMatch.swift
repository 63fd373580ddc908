// Which hosts stay inside the shell (issue 9/10). Mirrors src/platform/shell/host-match.ts, whose
// unit tests pin the rule: an entry matches its host exactly; an entry starting with "." matches
// any subdomain of the rest, never the bare name and never a substring.
import Foundation

func hostMatches(_ host: String, _ entry: String) -> Bool {
    let name = normaliseHost(host)
    let rule = normaliseHost(entry)
    if name.isEmpty || rule.isEmpty || rule == "." { return false }
    if rule.hasPrefix(".") { return name.hasSuffix(rule) && name.count > rule.count }
    return name == rule
}

func isAllowedHost(_ host: String?, _ entries: [String]) -> Bool {
    guard let host = host else { return false }
    return entries.contains { hostMatches(host, $0) }
}

private func normaliseHost(_ host: String) -> String {
    var value = host.trimmingCharacters(in: .whitespaces).lowercased()
    if value.hasSuffix(".") { value.removeLast() }
    return value
}
