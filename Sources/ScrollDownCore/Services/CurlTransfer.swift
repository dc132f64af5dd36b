import Foundation
import ScrollDownViews
import ScrollDownWithheld

/// One libcurl request at a time (a request, then each of its redirects): the easy handle's
/// options, and the state its C callbacks fill in.
///
/// `@unchecked Sendable`: `run` and the callbacks it drives happen on one thread; the only
/// state touched from another (`cancel`, from the caller's cancellation handler) is `cancelled`,
/// under its lock, and the caller reads the rest only after `run` returned.
final class CurlTransfer: @unchecked Sendable {
    /// curl's result code of a failed transfer.
    struct Failure: Error {
        let code: Int32
    }

    struct Answer: Sendable {
        var status: Int
        var headers: [String: String]
        var body: Data
    }

    let library: CurlLibrary
    let limit: Int
    private var body = Data()
    private var headers: [String: String] = [:]
    private let cancelled = Locked(false)
    /// Set when a body is (or is announced) over `limit`.
    private(set) var tooLarge: Int64?

    init(library: CurlLibrary, limit: Int) {
        self.library = library
        self.limit = limit
    }

    func cancel() { cancelled.withLock { $0 = true } }

    /// Performs the request (blocking: call it on a thread of its own).
    func run(url: URL, method: String = "GET", body requestBody: Data? = nil, headers requestHeaders: [String: String],
             idle: TimeInterval, deadline: TimeInterval) -> Result<Answer, Failure> {
        // One transfer runs each hop of a redirect chain in turn: each starts empty.
        body = Data()
        headers = [:]
        tooLarge = nil
        guard !cancelled.withLock({ $0 }), let handle = library.easyInit() else { return .failure(Failure(code: CurlLibrary.Code.aborted)) }
        defer { library.cleanup(handle) }
        var list: OpaquePointer?
        for (name, value) in requestHeaders.sorted(by: { $0.key < $1.key }) {
            // An empty value (`Expect`) removes a header libcurl would add: written "Name:".
            let line = value.isEmpty ? "\(name):" : "\(name): \(value)"
            list = line.withCString { library.slistAppend(list, $0) } ?? list
        }
        defer { library.slistFree(list) }
        typealias O = CurlLibrary.Option
        let me = Unmanaged.passUnretained(self).toOpaque()
        let urlText = url.absoluteString
        let code: Int32 = urlText.withCString { urlPointer in
            "".withCString { anyEncoding in
                _ = library.setPointer(handle, O.url, urlPointer)
                _ = library.setPointer(handle, O.httpHeader, list.map { UnsafeRawPointer($0) })
                _ = library.setLong(handle, O.noSignal, 1)
                _ = library.setLong(handle, O.followLocation, 0)  // redirects are checked here
                _ = library.setLong(handle, O.protocols, 3)  // http and https only
                _ = library.setPointer(handle, O.acceptEncoding, anyEncoding)  // every encoding libcurl decodes
                _ = library.setLong(handle, O.connectTimeoutMS, max(1, Int(idle * 1000)))
                _ = library.setLong(handle, O.timeoutMS, max(1, Int(min(deadline, 86_400) * 1000)))
                // Idle: less than a byte a second for `idle` seconds (whole seconds, at least 1).
                _ = library.setLong(handle, O.lowSpeedLimit, 1)
                _ = library.setLong(handle, O.lowSpeedTime, max(1, Int(idle.rounded(.up))))
                _ = library.setPointer(handle, O.writeFunction, unsafeBitCast(Self.write, to: UnsafeRawPointer.self))
                _ = library.setPointer(handle, O.writeData, me)
                _ = library.setPointer(handle, O.headerFunction, unsafeBitCast(Self.header, to: UnsafeRawPointer.self))
                _ = library.setPointer(handle, O.headerData, me)
                _ = library.setLong(handle, O.noProgress, 0)
                _ = library.setPointer(handle, O.xferInfoFunction, unsafeBitCast(Self.progress, to: UnsafeRawPointer.self))
                _ = library.setPointer(handle, O.xferInfoData, me)
                guard requestBody != nil || method != "GET" else { return library.perform(handle) }
                // A POST or PATCH (the account's routes): the body and the method go by pointer,
                // so `perform` runs inside their scope. An empty body is sent as Content-Length 0.
                let payload = requestBody ?? Data()
                return payload.withUnsafeBytes { bytes in
                    method.withCString { methodPointer in
                        _ = library.setLong(handle, O.postFieldSize, bytes.count)
                        _ = library.setPointer(handle, O.postFields, bytes.baseAddress ?? UnsafeRawPointer(anyEncoding))
                        _ = library.setPointer(handle, O.customRequest, methodPointer)
                        return library.perform(handle)
                    }
                }
            }
        }
        guard code == CurlLibrary.Code.ok else { return .failure(Failure(code: code)) }
        var status = 0
        _ = library.getLong(handle, O.responseCode, &status)
        return .success(Answer(status: status, headers: headers, body: body))
    }

    private static let write: @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int = { data, size, count, context in
        guard let data, let context else { return 0 }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
        let length = size * count
        guard transfer.body.count + length <= transfer.limit else {
            transfer.tooLarge = Int64(transfer.body.count + length)
            return 0  // a short count aborts the transfer
        }
        transfer.body.append(UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: length)
        return length
    }

    private static let header: @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int = { data, size, count, context in
        guard let data, let context else { return 0 }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
        let length = size * count
        let line = String(decoding: UnsafeRawBufferPointer(start: data, count: length), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        if line.hasPrefix("HTTP/") {
            transfer.headers = [:]  // a new response (after 100 Continue, or a proxy's CONNECT)
        } else if let colon = line.firstIndex(of: ":") {
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            transfer.headers[name] = value
            if name == "content-length", let announced = Int64(value), announced > Int64(transfer.limit) {
                transfer.tooLarge = announced
                return 0  // refused at the headers, before the body
            }
        }
        return length
    }

    /// Called about once a second while waiting, and on progress: ends a cancelled request.
    private static let progress: @convention(c) (UnsafeMutableRawPointer?, Int64, Int64, Int64, Int64) -> Int32 = { context, _, _, _, _ in
        guard let context else { return 0 }
        return Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue().cancelled.withLock { $0 } ? 1 : 0
    }
}
