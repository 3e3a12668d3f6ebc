import Foundation
import InterfaceBuilder

extension StandardProperty {
    /// A button's ``UIButton/configuration-swift.property``, as Xcode's `<buttonConfiguration key="configuration">`
    /// element (see ``ButtonConfigurationCoding``).
    static var buttonConfiguration: StandardProperty {
        custom(UIButton.self, ViewCodingKey.buttonConfiguration, write: { view, reference, object in
            guard let configuration = view.configuration, configuration != reference.configuration else { return }
            object.extras.append(ButtonConfigurationCoding.element(for: configuration))
        }, isStored: { $0.extras.contains { $0.name == ButtonConfigurationCoding.element } },
        copy: { source, target in target.configuration = source.configuration },
        sample: { button in
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Configured sample"
            configuration.subtitle = "Subtitle sample"
            configuration.image = UIImage(systemName: "star.fill")
            configuration.imagePlacement = .trailing
            configuration.imagePadding = 8
            configuration.titlePadding = 3
            configuration.titleAlignment = .leading
            configuration.cornerStyle = .capsule
            configuration.buttonSize = .large
            configuration.baseForegroundColor = UIColor(red: 0.9, green: 0.9, blue: 0.2, alpha: 1)
            configuration.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 9, bottom: 5, trailing: 10)
            configuration.background.strokeColor = UIColor(red: 0.2, green: 0.3, blue: 0.4, alpha: 1)
            configuration.background.strokeWidth = 2
            button.configuration = configuration
        }, matches: { a, b in a.configuration == b.configuration })
    }
}
