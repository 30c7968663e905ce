/// Lower-case hexadecimal digits, as every escaper here writes them.
enum Hex {
    /// The digit for `value`, 0 to 15.
    static func digit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    /// `value` in lower-case hex, at least `width` digits.
    static func string(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16)
        return digits.count < width ? String(repeating: "0", count: width - digits.count) + digits : digits
    }
}
