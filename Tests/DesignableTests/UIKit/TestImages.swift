import Designable
import Foundation
import Raster

/// Small images drawn for the tests, so no binary fixtures are needed.
enum TestImages {
    /// A downward chevron in opaque dark grey on transparent, `points` square at `scale`.
    static func chevron(points: Double = 16, scale: Double = 2) -> UIImage {
        let canvas = try! Canvas(width: points, height: points, scale: scale)
        var p = Path()
        p.move(to: Point(x: points * 0.2, y: points * 0.35))
        p.addLine(to: Point(x: points * 0.5, y: points * 0.7))
        p.addLine(to: Point(x: points * 0.8, y: points * 0.35))
        canvas.setStrokeColor(Color(white: 0.2))
        canvas.setLineWidth(points / 8)
        canvas.setLineCap(.round)
        canvas.setLineJoin(.round)
        canvas.stroke(p)
        return UIImage(bitmap: canvas.bitmap, scale: CGFloat(scale))
    }

    /// A 3:2 picture: sky, sun and ground, to show how content modes place and crop.
    static func landscape() -> UIImage {
        let canvas = try! Canvas(width: 30, height: 20, scale: 2)
        canvas.setFillColor(Color(hex: "#7ec8f0")!)
        canvas.fill(Rect(x: 0, y: 0, width: 30, height: 20))
        canvas.setFillColor(Color(hex: "#3c9a3c")!)
        canvas.fill(Rect(x: 0, y: 13, width: 30, height: 7))
        var sun = Path()
        sun.addEllipse(in: Rect(x: 20, y: 3, width: 6, height: 6))
        canvas.setFillColor(Color(hex: "#ffcc00")!)
        canvas.fill(sun)
        return UIImage(bitmap: canvas.bitmap, scale: 2)
    }

    /// A fresh folder holding `images` as `name.png` (or `name@2x.png` at scale 2).
    static func folder(_ images: [String: UIImage]) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("designable-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (name, image) in images {
            let suffix = image.scale == 1 ? "" : "@\(Int(image.scale))x"
            try image.pngData()!.write(to: dir.appendingPathComponent("\(name)\(suffix).png"))
        }
        return dir
    }
}
