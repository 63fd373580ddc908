// Hosts the web view and decides where each navigation goes: the brand's hosts and the sign-in
// hosts (Settings.swift) stay inside; any other web page opens in SFSafariViewController;
// mail, phone and App Store links go to the system. Pull to refresh reloads; a failed first load
// shows a retry screen (afterwards the PWA's service worker serves its own offline pages).
import SafariServices
import UIKit
import WebKit

class ViewController: UIViewController, WKNavigationDelegate, WKUIDelegate {
    private let startUrl: URL
    private var webView: WKWebView!
    private let offlineView = UIStackView()

    init(startUrl: URL) {
        self.startUrl = startUrl
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("created in code only") }

    override var preferredStatusBarStyle: UIStatusBarStyle { Settings.lightStatusBar ? .lightContent : .darkContent }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(hex: Settings.themeColor)
        webView = makeWebView(frame: view.bounds)
        webView.navigationDelegate = self
        webView.uiDelegate = self
        webView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(webView)
        NSLayoutConstraint.activate([
            webView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            webView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            webView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            webView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        let refresh = UIRefreshControl()
        refresh.addTarget(self, action: #selector(reload(_:)), for: .valueChanged)
        webView.scrollView.refreshControl = refresh
        buildOfflineView()
        open(startUrl)
    }

    func open(_ url: URL) {
        offlineView.isHidden = true
        webView.load(URLRequest(url: url))
    }

    @objc private func reload(_ sender: UIRefreshControl) {
        webView.reload()
        sender.endRefreshing()
    }

    // MARK: where navigations go

    private enum Destination { case inside, safari, system }

    private func destination(of url: URL) -> Destination {
        switch url.scheme?.lowercased() {
        case "https":
            if isAllowedHost(url.host, Settings.allowedHosts + Settings.authHosts) { return .inside }
            if url.host == "apps.apple.com" { return .system }
            return .safari
        case "http":
            return .safari
        case "about", "blob", "data":
            return .inside
        default:
            return .system // mailto:, tel:, sms:
        }
    }

    private func leave(_ url: URL, to destination: Destination) {
        if destination == .safari {
            let safari = SFSafariViewController(url: url)
            safari.preferredControlTintColor = UIColor(hex: Settings.themeColor)
            present(safari, animated: true)
        } else {
            UIApplication.shared.open(url)
        }
    }

    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) {
        guard let url = navigationAction.request.url else { return decisionHandler(.cancel) }
        let target = destination(of: url)
        // Sub-frames (embedded players, consent frames) load where the page put them.
        if target == .inside || navigationAction.targetFrame?.isMainFrame == false {
            return decisionHandler(.allow)
        }
        decisionHandler(.cancel)
        leave(url, to: target)
    }

    /// target="_blank" links and window.open: inside hosts load here, the rest leave the app.
    func webView(
        _ webView: WKWebView,
        createWebViewWith configuration: WKWebViewConfiguration,
        for navigationAction: WKNavigationAction,
        windowFeatures: WKWindowFeatures
    ) -> WKWebView? {
        if let url = navigationAction.request.url {
            let target = destination(of: url)
            if target == .inside { webView.load(URLRequest(url: url)) } else { leave(url, to: target) }
        }
        return nil
    }

    // MARK: the first load failing (no network and nothing cached yet)

    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error) {
        if (error as NSError).code == NSURLErrorCancelled { return }
        offlineView.isHidden = webView.backForwardList.currentItem != nil
    }

    private func buildOfflineView() {
        let label = UILabel()
        label.text = "You're offline. Connect to the internet to open \(Settings.displayName)."
        label.numberOfLines = 0
        label.textAlignment = .center
        label.textColor = Settings.lightStatusBar ? .white : .black
        let retry = UIButton(type: .system)
        retry.setTitle("Try again", for: .normal)
        retry.addAction(UIAction { [weak self] _ in
            guard let self = self else { return }
            self.open(self.webView.url ?? self.startUrl)
        }, for: .touchUpInside)
        offlineView.axis = .vertical
        offlineView.spacing = 16
        offlineView.addArrangedSubview(label)
        offlineView.addArrangedSubview(retry)
        offlineView.isHidden = true
        offlineView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(offlineView)
        NSLayoutConstraint.activate([
            offlineView.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            offlineView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 32),
            offlineView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -32),
        ])
    }
}
