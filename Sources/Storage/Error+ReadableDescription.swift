#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform

extension Error {
    /// The sentence Foundation's `localizedDescription` gives, in the same words ("The operation
    /// could not be completed. The file doesn’t exist."), from FoundationEssentials alone: linking
    /// full Foundation for its error strings would cost every start of the program about 3 ms
    /// and 7 MB.
    public var readableDescription: String {
        let prefix = "The operation could not be completed. "
        switch self {
        case let error as CocoaError:
            return prefix + (cocoaReasons[error.code.rawValue] ?? "(NSCocoaErrorDomain error \(error.code.rawValue).)")
        case let error as POSIXError:
            return prefix + SystemError(code: error.code.rawValue).description
        case let error as LocalizedError:
            return error.errorDescription ?? prefix + "\(self)"
        default:
            return prefix + "\(self)"
        }
    }
}

/// Foundation's reasons for the file errors FoundationEssentials throws, by `CocoaError.Code`.
private let cocoaReasons: [Int: String] = [
    4: "The file doesn’t exist.",
    255: "The file couldn’t be locked.",
    257: "You don’t have permission.",
    258: "The file name is invalid.",
    259: "The file isn’t in the correct format.",
    260: "The file doesn’t exist.",
    261: "The specified text encoding isn’t applicable.",
    262: "The specified URL type isn’t supported.",
    263: "The item is too large.",
    264: "The text encoding of the contents couldn’t be determined.",
    513: "You don’t have permission.",
    514: "The file name is invalid.",
    516: "A file with the same name already exists.",
    517: "The specified text encoding isn’t applicable.",
    518: "The specified URL type isn’t supported.",
    640: "There isn’t enough space.",
    642: "The volume is read only.",
    3072: "The operation was cancelled.",
    3328: "The requested operation is not supported.",
]
