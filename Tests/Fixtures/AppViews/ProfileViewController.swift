import UIKit

/// The storyboard's scene: a controller whose outlets reach the rating control and the card,
/// and whose follow button's action the storyboard connects.
class ProfileViewController: UIViewController {
    @IBOutlet weak var rating: RatingControl!
    @IBOutlet weak var card: ProfileCard?
    @IBOutlet var badges: [PrivateBadge] = []
    @IBOutlet weak var followButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        rating?.rating = 4
    }

    @IBAction func followTapped(_ sender: UIButton) {
        sender.setTitle("Following", for: .normal)
        rating.rating = 5
    }
}
