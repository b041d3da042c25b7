import OrbitLayout

/// How the scene looks, beside its sizes (`SceneStyle`): the ring guides, the viewer, the selection ring and the
/// rim's form for each relation. `OrbitSession`'s `Theme` carries one for its dark and its light look.
public struct SceneLook: Hashable, Sendable {
    /// The stroke of the ring guides (translucent).
    public var guide: RGBAColor
    /// The viewer's disc.
    public var viewer: RGBAColor
    /// "You" on the viewer's disc.
    public var viewerInk: RGBAColor
    /// The ring around the selected person.
    public var selection: RGBAColor
    /// The rim's form around each relation's avatar.
    package var rimForms: RimForms

    /// A look of these colours, with the standard rim forms.
    public init(guide: RGBAColor, viewer: RGBAColor, viewerInk: RGBAColor, selection: RGBAColor) {
        self.init(guide: guide, viewer: viewer, viewerInk: viewerInk, selection: selection, rimForms: .standard)
    }

    /// A look of these colours and forms.
    package init(guide: RGBAColor, viewer: RGBAColor, viewerInk: RGBAColor, selection: RGBAColor, rimForms: RimForms) {
        self.guide = guide
        self.viewer = viewer
        self.viewerInk = viewerInk
        self.selection = selection
        self.rimForms = rimForms
    }

    /// Light guides, a white viewer and a yellow selection ring, for a dark background (the default).
    public static let dark = SceneLook(
        guide: RGBAColor(r: 200, g: 200, b: 210, a: 110), viewer: RGBAColor(hex: 0xFFFFFF), viewerInk: RGBAColor(hex: 0x0B1B3A),
        selection: RGBAColor(hex: 0xFFD60A))
    /// Dark guides, a white viewer and an amber selection ring, for a light background.
    public static let light = SceneLook(
        guide: RGBAColor(r: 60, g: 66, b: 90, a: 100), viewer: RGBAColor(hex: 0xFFFFFF), viewerInk: RGBAColor(hex: 0x0B1B3A),
        selection: RGBAColor(r: 190, g: 105, b: 0))
}

/// The rim's form for each relation (see `RelationStyle`).
package struct RimForms: Hashable, Sendable {
    package var friend: RelationStyle
    package var following: RelationStyle
    package var follower: RelationStyle
    package var unrelated: RelationStyle
    package var blocked: RelationStyle

    /// Rim and outer ring for friends, a thick rim for following, a thin one for followers, none otherwise.
    package static let standard = RimForms(
        friend: RelationStyle(.friend), following: RelationStyle(.following), follower: RelationStyle(.follower),
        unrelated: RelationStyle(.unrelated), blocked: RelationStyle(.blocked))

    /// Forms for each relation.
    package init(friend: RelationStyle, following: RelationStyle, follower: RelationStyle, unrelated: RelationStyle, blocked: RelationStyle) {
        (self.friend, self.following, self.follower, self.unrelated, self.blocked) = (friend, following, follower, unrelated, blocked)
    }

    /// The form of `relation`.
    package subscript(relation: Relation) -> RelationStyle {
        get {
            switch relation {
            case .friend: friend
            case .following: following
            case .follower: follower
            case .unrelated: unrelated
            case .blocked: blocked
            }
        }
        set {
            switch relation {
            case .friend: friend = newValue
            case .following: following = newValue
            case .follower: follower = newValue
            case .unrelated: unrelated = newValue
            case .blocked: blocked = newValue
            }
        }
    }
}
