// The WKWebView and its configuration. App-bound domains (WKAppBoundDomains in Info.plist) are
// what lets the PWA's service worker run inside WKWebView, so the app works offline like the PWA.
// The user agent names the shell, so the PWA hides its install button and reports platform "ios"
// (src/platform/shell/detect.ts).
import UIKit
import WebKit

func makeWebView(frame: CGRect) -> WKWebView {
    let configuration = WKWebViewConfiguration()
    configuration.limitsNavigationsToAppBoundDomains = true
    configuration.applicationNameForUserAgent = "Mobile/15E148 Safari/604.1 \(Settings.userAgentToken)"
    configuration.websiteDataStore = .default()
    configuration.allowsInlineMediaPlayback = true // the audio library plays in the page
    configuration.mediaTypesRequiringUserActionForPlayback = .all
    configuration.preferences.javaScriptCanOpenWindowsAutomatically = false

    let webView = WKWebView(frame: frame, configuration: configuration)
    webView.allowsBackForwardNavigationGestures = true
    webView.allowsLinkPreview = false
    webView.isOpaque = false
    webView.backgroundColor = UIColor(hex: Settings.backgroundColor)
    webView.scrollView.contentInsetAdjustmentBehavior = .never
    webView.scrollView.bounces = true
    return webView
}

extension UIColor {
    /// "#rrggbb" from the brand config (Settings.swift).
    convenience init(hex: String) {
        var value: UInt64 = 0
        Scanner(string: hex.trimmingCharacters(in: CharacterSet(charactersIn: "#"))).scanHexInt64(&value)
        self.init(
            red: CGFloat((value >> 16) & 0xff) / 255,
            green: CGFloat((value >> 8) & 0xff) / 255,
            blue: CGFloat(value & 0xff) / 255,
            alpha: 1
        )
    }
}
