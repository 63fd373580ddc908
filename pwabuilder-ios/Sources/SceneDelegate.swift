// The window, and universal links: a link to one of the brand's hosts (applinks entitlement,
// /.well-known/apple-app-site-association) opens in the web view instead of Safari.
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var viewController: ViewController?

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let launchUrl = connectionOptions.userActivities.compactMap(Self.universalLink).first
        let controller = ViewController(startUrl: launchUrl ?? Settings.rootUrl)
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        self.window = window
        self.viewController = controller
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        if let url = Self.universalLink(userActivity) { viewController?.open(url) }
    }

    /// The web page URL of a universal-link activity, when it belongs to the brand.
    private static func universalLink(_ activity: NSUserActivity) -> URL? {
        guard activity.activityType == NSUserActivityTypeBrowsingWeb,
              let url = activity.webpageURL,
              isAllowedHost(url.host, Settings.allowedHosts) else { return nil }
        return url
    }
}
