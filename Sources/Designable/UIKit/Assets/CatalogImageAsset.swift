import Foundation
import Locking
import PDFVector
import Raster

/// An asset catalogue's image set as a ``UIImageAsset``: every variant its `Contents.json`
/// lists, chosen for traits as UIKit chooses (see ``ImageSetContents/entry(for:)``) and
/// decoded the first time it is asked for.
///
/// An image from `UIImage(named:)` keeps its set, so image views and controls draw the
/// variant for their own traits when they draw (dark appearance, display scale), as a UIKit
/// image from a catalogue is dynamic; ``UIImage/imageAsset`` returns it.
final class CatalogImageAsset: UIImageAsset, @unchecked Sendable {
    let name: String
    /// The `NAME.imageset` folder.
    let folder: URL
    let contents: ImageSetContents
    private let decoded = Locked<[Variant: UIImage]>([:])

    /// Which pixels of the set an image is: an entry, and for a vector entry the display scale
    /// it was drawn at (any scale, 1.5 as well as 2), 0 for a bitmap.
    struct Variant: Hashable {
        var entry: Int
        var vectorScale: CGFloat
    }

    /// The set in `folder`, read from its `Contents.json`.
    init(name: String, folder: URL) throws(AssetCatalogError) {
        let file = folder.appendingPathComponent("Contents.json")
        let data: Data
        do { data = try Data(contentsOf: file) } catch {
            throw AssetCatalogError(file: file.path, reason: "cannot read the image set's Contents.json (\(error.localizedDescription))")
        }
        self.name = name
        self.folder = folder
        self.contents = try ImageSetContents.parse(data, path: file.path)
        super.init()
    }

    /// The variant for `traitCollection`, or what was registered for it; an empty image when
    /// the set has nothing for this device.
    override func image(with traitCollection: UITraitCollection) -> UIImage {
        (try? variant(for: traitCollection)) ?? super.image(with: traitCollection)
    }

    /// The variant UIKit would draw for `traits`: its pixels, scale, slicing and rendering
    /// intent; `nil` when no entry fits the device. Throws when its file is missing or unreadable.
    func variant(for traits: UITraitCollection) throws(AssetCatalogError) -> UIImage? {
        guard let entry = contents.entry(for: traits), let index = contents.entries.firstIndex(of: entry) else { return nil }
        // A vector entry is drawn at the display's scale, so the key is the entry and the scale.
        let vectorScale = entry.scale == nil ? Swift.max(1, Swift.min(3, traits.displayScale > 0 ? traits.displayScale : 2)) : 0
        let key = Variant(entry: index, vectorScale: vectorScale)
        if let cached = decoded.withLock({ $0[key] }) { return cached }
        let image = try load(entry, index: index, vectorScale: vectorScale, key: key)
        decoded.withLock { $0[key] = image }
        return image
    }

    private func load(_ entry: ImageSetContents.Entry, index: Int, vectorScale: CGFloat, key: Variant) throws(AssetCatalogError) -> UIImage {
        guard let filename = entry.filename else { throw AssetCatalogError(file: folder.path, reason: "images[\(index)] has no filename") }
        let url = try file(named: filename, index: index)
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw AssetCatalogError(file: url.path, reason: "cannot read the file (\(error.localizedDescription))")
        }
        let bitmap: Raster.Bitmap
        let scale: CGFloat
        if ImageFileFormat.of(data) == .pdf {
            // Xcode rasterises a single-scale PDF at each device scale (or keeps the vector);
            // either way the device draws the page at its size in points, at its own scale.
            do {
                let page = try PDFVectorImage([UInt8](data))
                let s = entry.scale ?? (vectorScale > 0 ? vectorScale : 2)
                bitmap = try page.render(scale: Double(s)).bitmap
                scale = s
            } catch {
                throw AssetCatalogError(file: url.path, reason: "cannot draw the PDF (\(error))")
            }
        } else {
            bitmap = try ImageFileFormat.decode(data, source: url.path)
            // A single-scale bitmap is drawn at one pixel per point.
            scale = entry.scale ?? 1
        }
        var attributes = ImageAttributes()
        if let r = entry.resizing {
            attributes.capInsets = UIEdgeInsets(top: r.top / scale, left: r.left / scale, bottom: r.bottom / scale, right: r.right / scale)
            attributes.resizingMode = r.mode
        }
        attributes.traitCollection = UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: scale),
            UITraitCollection(userInterfaceStyle: entry.style),
        ])
        // Which entry, and for a vector entry which scale: a drawing under other traits
        // compares it to tell whether it needs another variant.
        attributes.catalogVariant = key
        return UIImage(bitmap: bitmap, scale: scale, renderingMode: contents.renderingIntent ?? .automatic, tint: nil, attributes: attributes)
    }

    /// The file `filename` in the set's folder; on a case-sensitive disk, a file whose name
    /// differs only in case (`photo.JPG` for `photo.jpg`) is found too, as on a Mac's disk.
    private func file(named filename: String, index: Int) throws(AssetCatalogError) -> URL {
        let exact = folder.appendingPathComponent(filename)
        if FileManager.default.fileExists(atPath: exact.path) { return exact }
        let listing = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted() ?? []
        if let match = listing.first(where: { $0.lowercased() == filename.lowercased() }) { return folder.appendingPathComponent(match) }
        throw AssetCatalogError(file: folder.appendingPathComponent("Contents.json").path,
                                reason: "images[\(index)].filename names \"\(filename)\", which is not in the image set's folder")
    }
}

extension UIImage {
    /// The image as it should be drawn under `traits`: for an image from an asset catalogue,
    /// the set's variant for them (with this image's rendering mode, tint and other
    /// attributes); otherwise the image itself.
    func resolved(for traits: UITraitCollection) -> UIImage {
        guard let catalog = attributes.catalog,
              let variant = try? catalog.variant(for: traits),
              variant.attributes.catalogVariant != attributes.catalogVariant else { return self }
        var a = attributes
        a.catalogVariant = variant.attributes.catalogVariant
        a.traitCollection = variant.attributes.traitCollection
        if variant.attributes.capInsets != .zero { a.capInsets = variant.attributes.capInsets }
        return UIImage(bitmap: variant.bitmap, scale: variant.scale, renderingMode: renderingMode, tint: tint,
                       flipsForRightToLeft: flipsForRightToLeftLayoutDirection, attributes: a)
    }
}
