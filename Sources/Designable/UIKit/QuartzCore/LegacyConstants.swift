import Foundation

// Core Animation's constants from before Swift 4.2, declared as the iOS SDK declares them:
// obsoleted in Swift 4.2 and renamed to the typed constants, so code that still uses them gets
// the compiler's rename fix-it here exactly as it does in Xcode.

/// Renamed to `CAShapeLayerLineCap.butt` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineCap.butt")
public let kCALineCapButt: CAShapeLayerLineCap = .butt

/// Renamed to `CAShapeLayerLineCap.round` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineCap.round")
public let kCALineCapRound: CAShapeLayerLineCap = .round

/// Renamed to `CAShapeLayerLineCap.square` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineCap.square")
public let kCALineCapSquare: CAShapeLayerLineCap = .square

/// Renamed to `CAShapeLayerLineJoin.miter` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineJoin.miter")
public let kCALineJoinMiter: CAShapeLayerLineJoin = .miter

/// Renamed to `CAShapeLayerLineJoin.round` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineJoin.round")
public let kCALineJoinRound: CAShapeLayerLineJoin = .round

/// Renamed to `CAShapeLayerLineJoin.bevel` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineJoin.bevel")
public let kCALineJoinBevel: CAShapeLayerLineJoin = .bevel

/// Renamed to `CAShapeLayerFillRule.nonZero` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerFillRule.nonZero")
public let kCAFillRuleNonZero: CAShapeLayerFillRule = .nonZero

/// Renamed to `CAShapeLayerFillRule.evenOdd` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerFillRule.evenOdd")
public let kCAFillRuleEvenOdd: CAShapeLayerFillRule = .evenOdd

/// Renamed to `CAMediaTimingFillMode.forwards` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.forwards")
public let kCAFillModeForwards: CAMediaTimingFillMode = .forwards

/// Renamed to `CAMediaTimingFillMode.backwards` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.backwards")
public let kCAFillModeBackwards: CAMediaTimingFillMode = .backwards

/// Renamed to `CAMediaTimingFillMode.both` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.both")
public let kCAFillModeBoth: CAMediaTimingFillMode = .both

/// Renamed to `CAMediaTimingFillMode.removed` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.removed")
public let kCAFillModeRemoved: CAMediaTimingFillMode = .removed

/// Renamed to `CAMediaTimingFunctionName.linear` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.linear")
public let kCAMediaTimingFunctionLinear: CAMediaTimingFunctionName = .linear

/// Renamed to `CAMediaTimingFunctionName.easeIn` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.easeIn")
public let kCAMediaTimingFunctionEaseIn: CAMediaTimingFunctionName = .easeIn

/// Renamed to `CAMediaTimingFunctionName.easeOut` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.easeOut")
public let kCAMediaTimingFunctionEaseOut: CAMediaTimingFunctionName = .easeOut

/// Renamed to `CAMediaTimingFunctionName.easeInEaseOut` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.easeInEaseOut")
public let kCAMediaTimingFunctionEaseInEaseOut: CAMediaTimingFunctionName = .easeInEaseOut

/// Renamed to `CAMediaTimingFunctionName.default` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.default")
public let kCAMediaTimingFunctionDefault: CAMediaTimingFunctionName = .`default`

/// Renamed to `CAGradientLayerType.axial` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAGradientLayerType.axial")
public let kCAGradientLayerAxial: CAGradientLayerType = .axial

/// Renamed to `CAGradientLayerType.radial` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAGradientLayerType.radial")
public let kCAGradientLayerRadial: CAGradientLayerType = .radial

/// Renamed to `CAGradientLayerType.conic` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAGradientLayerType.conic")
public let kCAGradientLayerConic: CAGradientLayerType = .conic

/// Renamed to `CATextLayerAlignmentMode.natural` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CATextLayerAlignmentMode.natural")
public let kCAAlignmentNatural: CATextLayerAlignmentMode = .natural

/// Renamed to `CATextLayerAlignmentMode.left` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CATextLayerAlignmentMode.left")
public let kCAAlignmentLeft: CATextLayerAlignmentMode = .left

/// Renamed to `CATextLayerAlignmentMode.right` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CATextLayerAlignmentMode.right")
public let kCAAlignmentRight: CATextLayerAlignmentMode = .right

/// Renamed to `CATextLayerAlignmentMode.center` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CATextLayerAlignmentMode.center")
public let kCAAlignmentCenter: CATextLayerAlignmentMode = .center

/// Renamed to `CATextLayerAlignmentMode.justified` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CATextLayerAlignmentMode.justified")
public let kCAAlignmentJustified: CATextLayerAlignmentMode = .justified

/// Renamed to `CATextLayerTruncationMode.none` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CATextLayerTruncationMode.none")
public let kCATruncationNone: CATextLayerTruncationMode = .none

/// Renamed to `CATextLayerTruncationMode.start` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CATextLayerTruncationMode.start")
public let kCATruncationStart: CATextLayerTruncationMode = .start

/// Renamed to `CATextLayerTruncationMode.end` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CATextLayerTruncationMode.end")
public let kCATruncationEnd: CATextLayerTruncationMode = .end

/// Renamed to `CATextLayerTruncationMode.middle` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CATextLayerTruncationMode.middle")
public let kCATruncationMiddle: CATextLayerTruncationMode = .middle

/// Renamed to `CALayerContentsGravity.center` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.center")
public let kCAGravityCenter: CALayerContentsGravity = .center

/// Renamed to `CALayerContentsGravity.top` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.top")
public let kCAGravityTop: CALayerContentsGravity = .top

/// Renamed to `CALayerContentsGravity.bottom` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.bottom")
public let kCAGravityBottom: CALayerContentsGravity = .bottom

/// Renamed to `CALayerContentsGravity.left` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.left")
public let kCAGravityLeft: CALayerContentsGravity = .left

/// Renamed to `CALayerContentsGravity.right` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.right")
public let kCAGravityRight: CALayerContentsGravity = .right

/// Renamed to `CALayerContentsGravity.topLeft` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.topLeft")
public let kCAGravityTopLeft: CALayerContentsGravity = .topLeft

/// Renamed to `CALayerContentsGravity.topRight` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.topRight")
public let kCAGravityTopRight: CALayerContentsGravity = .topRight

/// Renamed to `CALayerContentsGravity.bottomLeft` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.bottomLeft")
public let kCAGravityBottomLeft: CALayerContentsGravity = .bottomLeft

/// Renamed to `CALayerContentsGravity.bottomRight` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.bottomRight")
public let kCAGravityBottomRight: CALayerContentsGravity = .bottomRight

/// Renamed to `CALayerContentsGravity.resize` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.resize")
public let kCAGravityResize: CALayerContentsGravity = .resize

/// Renamed to `CALayerContentsGravity.resizeAspect` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.resizeAspect")
public let kCAGravityResizeAspect: CALayerContentsGravity = .resizeAspect

/// Renamed to `CALayerContentsGravity.resizeAspectFill` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.resizeAspectFill")
public let kCAGravityResizeAspectFill: CALayerContentsGravity = .resizeAspectFill

/// Renamed to `CALayerContentsFilter.linear` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsFilter.linear")
public let kCAFilterLinear: CALayerContentsFilter = .linear

/// Renamed to `CALayerContentsFilter.nearest` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsFilter.nearest")
public let kCAFilterNearest: CALayerContentsFilter = .nearest

/// Renamed to `CALayerContentsFilter.trilinear` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CALayerContentsFilter.trilinear")
public let kCAFilterTrilinear: CALayerContentsFilter = .trilinear

/// Renamed to `CATransitionType.fade` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CATransitionType.fade")
public let kCATransitionFade: CATransitionType = .fade

/// Renamed to `CATransitionType.moveIn` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CATransitionType.moveIn")
public let kCATransitionMoveIn: CATransitionType = .moveIn

/// Renamed to `CATransitionType.push` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CATransitionType.push")
public let kCATransitionPush: CATransitionType = .push

/// Renamed to `CATransitionType.reveal` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CATransitionType.reveal")
public let kCATransitionReveal: CATransitionType = .reveal

/// Renamed to `CATransitionSubtype.fromRight` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CATransitionSubtype.fromRight")
public let kCATransitionFromRight: CATransitionSubtype = .fromRight

/// Renamed to `CATransitionSubtype.fromLeft` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CATransitionSubtype.fromLeft")
public let kCATransitionFromLeft: CATransitionSubtype = .fromLeft

/// Renamed to `CATransitionSubtype.fromTop` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CATransitionSubtype.fromTop")
public let kCATransitionFromTop: CATransitionSubtype = .fromTop

/// Renamed to `CATransitionSubtype.fromBottom` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CATransitionSubtype.fromBottom")
public let kCATransitionFromBottom: CATransitionSubtype = .fromBottom

/// Renamed to `CAAnimationCalculationMode.linear` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.linear")
public let kCAAnimationLinear: CAAnimationCalculationMode = .linear

/// Renamed to `CAAnimationCalculationMode.discrete` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.discrete")
public let kCAAnimationDiscrete: CAAnimationCalculationMode = .discrete

/// Renamed to `CAAnimationCalculationMode.paced` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.paced")
public let kCAAnimationPaced: CAAnimationCalculationMode = .paced

/// Renamed to `CAAnimationCalculationMode.cubic` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.cubic")
public let kCAAnimationCubic: CAAnimationCalculationMode = .cubic

/// Renamed to `CAAnimationCalculationMode.cubicPaced` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.cubicPaced")
public let kCAAnimationCubicPaced: CAAnimationCalculationMode = .cubicPaced

/// Renamed to `CAAnimationRotationMode.rotateAuto` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAAnimationRotationMode.rotateAuto")
public let kCAAnimationRotateAuto: CAAnimationRotationMode = .rotateAuto

/// Renamed to `CAAnimationRotationMode.rotateAutoReverse` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAAnimationRotationMode.rotateAutoReverse")
public let kCAAnimationRotateAutoReverse: CAAnimationRotationMode = .rotateAutoReverse

/// Renamed to `CAValueFunctionName.rotateX` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAValueFunctionName.rotateX")
public let kCAValueFunctionRotateX: CAValueFunctionName = .rotateX

/// Renamed to `CAValueFunctionName.rotateY` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAValueFunctionName.rotateY")
public let kCAValueFunctionRotateY: CAValueFunctionName = .rotateY

/// Renamed to `CAValueFunctionName.rotateZ` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAValueFunctionName.rotateZ")
public let kCAValueFunctionRotateZ: CAValueFunctionName = .rotateZ

/// Renamed to `CAValueFunctionName.scale` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAValueFunctionName.scale")
public let kCAValueFunctionScale: CAValueFunctionName = .scale

/// Renamed to `CAValueFunctionName.scaleX` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAValueFunctionName.scaleX")
public let kCAValueFunctionScaleX: CAValueFunctionName = .scaleX

/// Renamed to `CAValueFunctionName.scaleY` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAValueFunctionName.scaleY")
public let kCAValueFunctionScaleY: CAValueFunctionName = .scaleY

/// Renamed to `CAValueFunctionName.scaleZ` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAValueFunctionName.scaleZ")
public let kCAValueFunctionScaleZ: CAValueFunctionName = .scaleZ

/// Renamed to `CAValueFunctionName.translate` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAValueFunctionName.translate")
public let kCAValueFunctionTranslate: CAValueFunctionName = .translate

/// Renamed to `CAValueFunctionName.translateX` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAValueFunctionName.translateX")
public let kCAValueFunctionTranslateX: CAValueFunctionName = .translateX

/// Renamed to `CAValueFunctionName.translateY` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAValueFunctionName.translateY")
public let kCAValueFunctionTranslateY: CAValueFunctionName = .translateY

/// Renamed to `CAValueFunctionName.translateZ` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "CAValueFunctionName.translateZ")
public let kCAValueFunctionTranslateZ: CAValueFunctionName = .translateZ
