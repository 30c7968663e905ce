/// A day of the calendar, `YYYY-MM-DD`: what a daily game is dealt from and what a best score is
/// dated with. Injected like the clock, so that a transcript sees the same day on every run.
public struct CalendarDay: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// The day `text` names (`2026-11-28`), or nil when it is not a day of the Gregorian calendar
    /// between the years 1 and 9999.
    /// - Complexity: O(1) (at most ten characters are looked at).
    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard text.utf8.count == 10, parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), (1...Self.days(inMonth: month, of: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day it is at `secondsSince1970` in a zone `offset` seconds east of UTC (Howard
    /// Hinnant's days-from-civil, inverted).
    /// - Complexity: O(1)
    public init(secondsSince1970: Int64, offset: Int64 = 0) {
        let days = (secondsSince1970 + offset).floorDivided(by: 86_400) + 719_468
        let era = days.floorDivided(by: 146_097)
        let dayOfEra = days - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shifted = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shifted + 2) / 5 + 1
        let month = shifted < 10 ? shifted + 3 : shifted - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.year = Int(min(max(year, 1), 9999))
        self.month = Int(month)
        self.day = Int(day)
    }

    public var description: String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    public static func < (a: Self, b: Self) -> Bool { (a.year, a.month, a.day) < (b.year, b.month, b.day) }

    static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year.isMultiple(of: 4) && (!year.isMultiple(of: 100) || year.isMultiple(of: 400)) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The seed of the day's deal: FNV-1a of its name, the same on every machine.
    /// - Complexity: O(1)
    public var seed: UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "memorize daily \(self)".utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }
}

extension Int64 {
    /// Division rounding toward minus infinity (days before 1970 belong to the day they are in).
    fileprivate func floorDivided(by divisor: Int64) -> Int64 {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
