// SwiftPM makes this file the program's main() (on Linux through
// `--defsym main=FuzzRequests_main`), which displaces libFuzzer's own main():
// start libFuzzer's driver here, as its main() would.
runFuzzer()
