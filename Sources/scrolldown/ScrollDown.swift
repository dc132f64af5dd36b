import ScrollDownCore

@main
struct ScrollDown {
    static func main() async {
        print("scrolldown")
    }
}
