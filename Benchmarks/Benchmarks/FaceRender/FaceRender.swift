// Benchmarks of drawing the face (the Face module): one braille raster at the terminal's default
// 12 rows (an 80×24 terminal) and at the largest the REPL draws, 16 rows. With `face on` the REPL
// draws one after every move, so it must stay well under a frame of human attention.
import Benchmark
import Face

let benchmarks: @Sendable () -> Void = {
    for rows in [12, 16] {
        Benchmark(
            "face raster (\(rows) rows)",
            configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5))
        ) { benchmark in
            let source = HappinessValue(Happiness(75))
            let face = FaceView(dataSource: source)
            for _ in benchmark.scaledIterations {
                blackHole(FaceRaster(face, rows: rows).lines)
            }
        }
    }
}
