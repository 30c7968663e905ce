#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// C memory, for the C libraries we call (readline keeps and frees strings it was given) and for
/// large tables that should cost only the pages actually written.
public enum CMemory {
    /// `count` zeroed bytes from calloc(3): the kernel's zero pages, so pages never written are
    /// never touched. Nil if the allocation fails. Never freed by Swift: the caller owns it.
    /// - Complexity: O(1) until written.
    public static func zeroedBytes(count: Int) -> UnsafeMutablePointer<UInt8>? {
        calloc(count, 1)?.bindMemory(to: UInt8.self, capacity: count)
    }

    /// A malloc'ed, NUL-terminated copy of `string`, for a C library that keeps or frees it.
    /// - Complexity: O(*n*)
    public static func duplicate(_ string: String) -> UnsafeMutablePointer<CChar>? {
        strdup(string)
    }

    /// The bytes of a NUL-terminated C string, without the NUL.
    /// - Complexity: O(*n*)
    public static func bytes(of string: UnsafePointer<CChar>) -> [UInt8] {
        Array(UnsafeRawBufferPointer(start: string, count: strlen(string)))
    }

    /// Where `needle` first starts in `haystack`: memchr(3) for its first byte, memcmp(3) for
    /// the rest (the C library's vectorised scan, for a search through a large stream).
    /// - Complexity: O(*n* · *m*) at worst, about O(*n*) when the first byte is rare.
    public static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        return haystack.withUnsafeBytes { haystack -> Int? in
            needle.withUnsafeBytes { needle -> Int? in
                guard let base = haystack.baseAddress, let wanted = needle.baseAddress else { return nil }
                var start = 0
                let last = haystack.count - needle.count
                while start <= last, let hit = memchr(base + start, Int32(first), last - start + 1) {
                    let offset = base.distance(to: UnsafeRawPointer(hit))
                    if memcmp(base + offset, wanted, needle.count) == 0 { return offset }
                    start = offset + 1
                }
                return nil
            }
        }
    }

    /// Frees memory that came from malloc(3) (a C library's string, say).
    /// - Complexity: O(1)
    public static func free(_ pointer: UnsafeMutableRawPointer?) {
        systemFree(pointer)
    }
}

private func systemFree(_ pointer: UnsafeMutableRawPointer?) { free(pointer) }

/// The C library's locale.
public enum CLocale {
    /// Takes the character type (LC_CTYPE) from the environment, as C programs are expected to:
    /// readline measures multibyte (emoji) input by it.
    public static func adoptCharacterTypeFromEnvironment() {
        _ = setlocale(LC_CTYPE, "")
    }
}
