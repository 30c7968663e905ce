import Foundation

extension URL {
    /// The image a URL stands for: the `imgurl=` of an image-search link (as dragged from a search
    /// results page), else the URL itself without its base. CS193p's `imageURL`.
    /// - Complexity: O(*n*) in the length of the query.
    public var imageURL: URL {
        for query in query?.components(separatedBy: "&") ?? [] {
            let queryComponents = query.components(separatedBy: "=")
            if queryComponents.count == 2 {
                if queryComponents[0] == "imgurl", let url = URL(string: queryComponents[1].removingPercentEncoding ?? "") {
                    return url
                }
            }
        }
        return baseURL ?? self
    }
}
