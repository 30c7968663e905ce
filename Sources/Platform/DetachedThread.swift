import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `body` on a new thread of its own, not a pool's: a transcript that never ends keeps its
/// thread while the others go on. (Foundation's `Thread.detachNewThread`, which needs full
/// Foundation.) Falls back to Dispatch's pool if no thread can be made.
public func detachThread(_ body: @escaping @Sendable () -> Void) {
    final class Work: Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
    let work = Unmanaged.passRetained(Work(body))
    // The start routine's argument is optional in Glibc's signature, not in Darwin's.
    #if canImport(Glibc)
    var thread = pthread_t()
    let started = pthread_create(&thread, nil, { context in
        guard let context else { return nil }
        Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
        return nil
    }, work.toOpaque())
    #else
    var thread: pthread_t?
    let started = pthread_create(&thread, nil, { context in
        Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
        return nil
    }, work.toOpaque())
    #endif
    guard started == 0 else {
        work.release()
        DispatchQueue.global().async(execute: body)
        return
    }
    #if canImport(Glibc)
    pthread_detach(thread)
    #else
    if let thread { pthread_detach(thread) }
    #endif
}
