import Foundation
import Raster

/// The fields Core Animation lets key paths reach inside a transform: `transform.rotation.z`,
/// `transform.scale`, `transform.translation.x` and their siblings.
///
/// A transform is read as scale, then rotations about x, y and z, then a translation, then its
/// perspective (in row-vector order `S · Rx · Ry · Rz · T · P`); writing one field keeps the others. For the
/// transforms such key paths are used on (a rotation, a scale, a translation, or one of each)
/// reading back gives exactly what was written.
struct TransformComponents {
    var translation: [Double] = [0, 0, 0]
    var scale: [Double] = [1, 1, 1]
    var rotation: [Double] = [0, 0, 0]

    /// The fields a key path below `transform` names, or `nil` for an unknown one.
    static let fieldNames: Set<String> = [
        "rotation", "rotation.x", "rotation.y", "rotation.z", "scale", "scale.x", "scale.y", "scale.z",
        "translation", "translation.x", "translation.y", "translation.z",
    ]

    /// The perspective the transform ends with (the last column of `P` in `M = A · P`), kept
    /// as it is when a field changes, so a card rotated by `transform.rotation.y` keeps its `m34`.
    var perspective: [Double] = [0, 0, 0, 1]

    init(_ t: CATransform3D) {
        var m = t.entries
        if m[15] != 0, m[15] != 1 { let w = m[15]; for i in 0..<16 { m[i] /= w } }
        if m[3] != 0 || m[7] != 0 || m[11] != 0 {
            var affine = m
            affine[3] = 0; affine[7] = 0; affine[11] = 0; affine[15] = 1
            if let inv = Matrix4.inverse(affine) {
                let rhs = [m[3], m[7], m[11], m[15]]
                for i in 0..<4 {
                    var s = inv[i * 4] * rhs[0]
                    s = s + inv[i * 4 + 1] * rhs[1]
                    s = s + inv[i * 4 + 2] * rhs[2]
                    s = s + inv[i * 4 + 3] * rhs[3]
                    perspective[i] = s
                }
            }
        }
        translation = [m[12], m[13], m[14]]
        var rows = [[m[0], m[1], m[2]], [m[4], m[5], m[6]], [m[8], m[9], m[10]]]
        for i in 0..<3 {
            let n = TransformInterpolation.length(rows[i])
            scale[i] = n
            if n != 0 { rows[i] = TransformInterpolation.scaled(rows[i], 1 / n) }
        }
        if TransformInterpolation.dot(rows[0], TransformInterpolation.cross(rows[1], rows[2])) < 0 {
            scale[0] = -scale[0]
            rows[0] = TransformInterpolation.scaled(rows[0], -1)
        }
        rotation[1] = DeterministicMath.atan2(-rows[0][2], (rows[0][0] * rows[0][0] + rows[0][1] * rows[0][1]).squareRoot())
        rotation[2] = DeterministicMath.atan2(rows[0][1], rows[0][0])
        rotation[0] = DeterministicMath.atan2(rows[1][2], rows[2][2])
    }

    var transform: CATransform3D {
        var t = CATransform3DMakeScale(CGFloat(scale[0]), CGFloat(scale[1]), CGFloat(scale[2]))
        t = t.concatenating(CATransform3DMakeRotation(CGFloat(rotation[0]), 1, 0, 0))
        t = t.concatenating(CATransform3DMakeRotation(CGFloat(rotation[1]), 0, 1, 0))
        t = t.concatenating(CATransform3DMakeRotation(CGFloat(rotation[2]), 0, 0, 1))
        t = t.concatenating(CATransform3DMakeTranslation(CGFloat(translation[0]), CGFloat(translation[1]), CGFloat(translation[2])))
        guard perspective != [0, 0, 0, 1] else { return t }
        let p = perspective.map { CGFloat($0) }
        return t.concatenating(CATransform3D(m11: 1, m12: 0, m13: 0, m14: p[0], m21: 0, m22: 1, m23: 0, m24: p[1],
                                             m31: 0, m32: 0, m33: 1, m34: p[2], m41: 0, m42: 0, m43: 0, m44: p[3]))
    }

    /// The value of `field` ("rotation.z", "scale", "translation", …).
    func value(_ field: String) -> AnimatableValue? {
        switch field {
        case "rotation", "rotation.z": .number(rotation[2])
        case "rotation.x": .number(rotation[0])
        case "rotation.y": .number(rotation[1])
        case "scale": .number((scale[0] + scale[1] + scale[2]) / 3)
        case "scale.x": .number(scale[0])
        case "scale.y": .number(scale[1])
        case "scale.z": .number(scale[2])
        case "translation": .size(Size(width: translation[0], height: translation[1]))
        case "translation.x": .number(translation[0])
        case "translation.y": .number(translation[1])
        case "translation.z": .number(translation[2])
        default: nil
        }
    }

    /// Sets `field` to `value`; values of the wrong kind are ignored.
    mutating func set(_ field: String, _ value: AnimatableValue) {
        if field == "translation" {
            switch value {
            case .size(let s): translation[0] = s.width; translation[1] = s.height
            case .point(let p): translation[0] = p.x; translation[1] = p.y
            default: break
            }
            return
        }
        guard let v = value.scalar else { return }
        switch field {
        case "rotation", "rotation.z": rotation[2] = v
        case "rotation.x": rotation[0] = v
        case "rotation.y": rotation[1] = v
        case "scale": scale = [v, v, v]
        case "scale.x": scale[0] = v
        case "scale.y": scale[1] = v
        case "scale.z": scale[2] = v
        case "translation.x": translation[0] = v
        case "translation.y": translation[1] = v
        case "translation.z": translation[2] = v
        default: break
        }
    }
}
