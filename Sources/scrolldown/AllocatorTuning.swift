import ScrollDownViews
import ScrollDownWithheld
/// How the C allocator serves this short-lived process.
///
/// glibc gives every block of 128 KB or more pages of its own (`mmap`) and returns them when
/// the block is freed, so the next such block faults in fresh zeroed pages again. A timeline
/// copies arrays of a few hundred KB (a game's plays) several times while it cuts and paces
/// them: about 230 of the 610-play timeline's 1,300 page faults were those, a tenth of its run
/// (measured with `Scripts/bench.sh` and `/usr/bin/time`). Blocks under 4 MB now come
/// from the heap, where freed memory is reused; bigger ones (a 40 MB response) still get pages
/// of their own and give them back.
enum AllocatorTuning {
    /// Call first thing in `main`, before other threads allocate.
    static func keepMidSizedBlocksInTheHeap() {
        // `M_MMAP_THRESHOLD` is -3 in <malloc.h>, which the Glibc module does not import either.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let mallopt = LibC.function("mallopt", as: Mallopt.self) else { return }
        let mmapThreshold: Int32 = -3
        _ = mallopt(mmapThreshold, 4 << 20)
    }
}
