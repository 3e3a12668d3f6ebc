import UIKit

/// The storyboard's scene: a controller whose outlets reach the rating control and the card.
class ProfileViewController: UIViewController {
    @IBOutlet weak var rating: RatingControl!
    @IBOutlet weak var card: ProfileCard?
    @IBOutlet var badges: [PrivateBadge] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        rating?.rating = 4
    }
}
