import Dispatch
import Foundation
import OrbitNetwork
import Testing
@testable import OrbitSDL

@Suite struct DecodeMemoryBudgetTests {
    /// A reservation larger than the whole budget is granted when nothing else is reserved.
    @Test func aLoneReservationLargerThanTheBudgetIsGranted() throws {
        let budget = DecodeMemoryBudget(capacity: 100)
        let control = DecodeControl(budget: budget)
        try control.reserve(bytes: 250, for: "big.jpg")
        #expect(budget.usage.reserved == 250 && budget.usage.waits == 0)
        control.releaseReservation()
        #expect(budget.usage.reserved == 0 && budget.usage.peak == 250)
    }

    /// A reservation that does not fit waits; it is granted once enough is given back, or ends without
    /// reserving anything once its decode is cancelled.
    @Test func aWaitingReservationEndsOnReleaseOrCancellation() throws {
        for cancels in [false, true] {
            let budget = DecodeMemoryBudget(capacity: 100)
            let holder = DecodeControl(budget: budget)
            try holder.reserve(bytes: 80, for: "held.jpg")
            let waiter = DecodeControl(budget: budget)
            let outcome = Lock<Result<Void, AvatarLoadError>?>(nil)
            let done = DispatchSemaphore(value: 0)
            Thread {
                let result = Result { () throws(AvatarLoadError) in try waiter.reserve(bytes: 50, for: "waiting.jpg") }
                outcome.withLock { $0 = result }
                done.signal()
            }.start()
            let deadline = Date().addingTimeInterval(30)  // only so a broken budget fails instead of hanging
            while budget.usage.waits == 0, Date() < deadline { Thread.sleep(forTimeInterval: 0.001) }
            #expect(outcome.withLock { $0 } == nil, "granted beside 80 of 100 bytes")
            if cancels { waiter.cancel() } else { holder.releaseReservation() }
            #expect(done.wait(timeout: .now() + 30) == .success)
            let result = outcome.withLock { $0 }
            if cancels {
                #expect(result?.failure == DecodeControl.stopped(path: "waiting.jpg"))
                #expect(budget.usage.reserved == 80)
            } else {
                #expect((try? result?.get()) != nil)
                #expect(budget.usage.reserved == 50)
            }
        }
    }
}
