import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// Gives memory the process has freed back to the system. glibc's allocator keeps freed pages
/// for reuse (a trace recorded on `DeepStack`'s thread even lives in that thread's own arena),
/// so after `reset` on a large scene the process stayed at its high-water mark; trimming
/// returns those pages. Called after commands that replace the whole scene.
enum FreedMemory {
    static func returnToSystem() {
        #if os(Linux)
        _ = trim(0)
        #endif
    }
}

#if os(Linux)
/// glibc's `int malloc_trim(size_t pad)`, which the Glibc module does not export (it is
/// declared in <malloc.h>).
@_silgen_name("malloc_trim")
private func trim(_ pad: Int) -> Int32
#endif
