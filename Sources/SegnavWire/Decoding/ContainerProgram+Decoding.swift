import NavigationModel

extension ContainerProgram {
    /// A `segnav-container/1` program from its JSON, for tools outside this package (engine-bench measures a seed as
    /// a program): the program, or nil and each problem as "pointer: detail".
    public static func decoded(from json: JSON) -> (program: ContainerProgram?, problems: [String]) {
        var errors: [Problem.FieldError] = []
        let program = ContainerProgramDecoder.decode(json, pointer: "", errors: &errors)
        return (program, errors.map { "\($0.pointer ?? ""): \($0.detail)" })
    }
}
