// C part of the CoreGraphics stub. Type-checking only: nothing is defined or linked.
// Swift names come from the same swift_name mappings Apple ships (CoreGraphics API notes),
// written here as __attribute__((swift_name)) on each declaration.
//
// Sources (iOS 17/18 SDK):
//   CoreGraphics.framework/Headers/CGBase.h            -- CGFloat (double on 64-bit)
//   CoreGraphics.framework/Headers/CGGeometry.h        -- CGPoint, CGSize, CGVector, CGRect, CGRect* functions
//   CoreGraphics.framework/Headers/CGAffineTransform.h -- CGAffineTransform and its functions
//   Swift spellings checked against developer.apple.com/documentation/corefoundation/cgrect
//   (minX ... maxY, width, height, insetBy(dx:dy:), offsetBy(dx:dy:), contains(_:), ...).

#pragma clang assume_nonnull begin

#define CG_SWIFT_NAME(n) __attribute__((swift_name(#n)))

// CGBase.h: `typedef CGFLOAT_TYPE CGFloat;` with CGFLOAT_TYPE double on 64-bit targets.
// The Swift importer maps this typedef to the CGFloat struct of the Swift overlay.
typedef double CGFloat;

// CGGeometry.h
struct CGPoint { CGFloat x; CGFloat y; };
typedef struct CGPoint CGPoint;

struct CGSize { CGFloat width; CGFloat height; };
typedef struct CGSize CGSize;

struct CGVector { CGFloat dx; CGFloat dy; };
typedef struct CGVector CGVector;

struct CGRect { CGPoint origin; CGSize size; };
typedef struct CGRect CGRect;

extern const CGRect CGRectNull CG_SWIFT_NAME(CGRect.null);
extern const CGRect CGRectInfinite CG_SWIFT_NAME(CGRect.infinite);

CGFloat CGRectGetMinX(CGRect rect) CG_SWIFT_NAME(getter:CGRect.minX(self:));
CGFloat CGRectGetMidX(CGRect rect) CG_SWIFT_NAME(getter:CGRect.midX(self:));
CGFloat CGRectGetMaxX(CGRect rect) CG_SWIFT_NAME(getter:CGRect.maxX(self:));
CGFloat CGRectGetMinY(CGRect rect) CG_SWIFT_NAME(getter:CGRect.minY(self:));
CGFloat CGRectGetMidY(CGRect rect) CG_SWIFT_NAME(getter:CGRect.midY(self:));
CGFloat CGRectGetMaxY(CGRect rect) CG_SWIFT_NAME(getter:CGRect.maxY(self:));
CGFloat CGRectGetWidth(CGRect rect) CG_SWIFT_NAME(getter:CGRect.width(self:));
CGFloat CGRectGetHeight(CGRect rect) CG_SWIFT_NAME(getter:CGRect.height(self:));

_Bool CGPointEqualToPoint(CGPoint point1, CGPoint point2) CG_SWIFT_NAME(CGPoint.equalTo(self:_:));
_Bool CGSizeEqualToSize(CGSize size1, CGSize size2) CG_SWIFT_NAME(CGSize.equalTo(self:_:));
_Bool CGRectEqualToRect(CGRect rect1, CGRect rect2) CG_SWIFT_NAME(CGRect.equalTo(self:_:));

CGRect CGRectStandardize(CGRect rect) CG_SWIFT_NAME(getter:CGRect.standardized(self:));
_Bool CGRectIsEmpty(CGRect rect) CG_SWIFT_NAME(getter:CGRect.isEmpty(self:));
_Bool CGRectIsNull(CGRect rect) CG_SWIFT_NAME(getter:CGRect.isNull(self:));
_Bool CGRectIsInfinite(CGRect rect) CG_SWIFT_NAME(getter:CGRect.isInfinite(self:));
CGRect CGRectInset(CGRect rect, CGFloat dx, CGFloat dy) CG_SWIFT_NAME(CGRect.insetBy(self:dx:dy:));
CGRect CGRectIntegral(CGRect rect) CG_SWIFT_NAME(getter:CGRect.integral(self:));
CGRect CGRectUnion(CGRect r1, CGRect r2) CG_SWIFT_NAME(CGRect.union(self:_:));
CGRect CGRectIntersection(CGRect r1, CGRect r2) CG_SWIFT_NAME(CGRect.intersection(self:_:));
CGRect CGRectOffset(CGRect rect, CGFloat dx, CGFloat dy) CG_SWIFT_NAME(CGRect.offsetBy(self:dx:dy:));
_Bool CGRectContainsPoint(CGRect rect, CGPoint point) CG_SWIFT_NAME(CGRect.contains(self:_:));
_Bool CGRectContainsRect(CGRect rect1, CGRect rect2) CG_SWIFT_NAME(CGRect.contains(self:_:));
_Bool CGRectIntersectsRect(CGRect rect1, CGRect rect2) CG_SWIFT_NAME(CGRect.intersects(self:_:));

// CGAffineTransform.h
struct CGAffineTransform { CGFloat a, b, c, d; CGFloat tx, ty; };
typedef struct CGAffineTransform CGAffineTransform;

CGAffineTransform CGAffineTransformMakeTranslation(CGFloat tx, CGFloat ty)
    CG_SWIFT_NAME(CGAffineTransform.init(translationX:y:));
CGAffineTransform CGAffineTransformMakeScale(CGFloat sx, CGFloat sy)
    CG_SWIFT_NAME(CGAffineTransform.init(scaleX:y:));
CGAffineTransform CGAffineTransformMakeRotation(CGFloat angle)
    CG_SWIFT_NAME(CGAffineTransform.init(rotationAngle:));
_Bool CGAffineTransformIsIdentity(CGAffineTransform t)
    CG_SWIFT_NAME(getter:CGAffineTransform.isIdentity(self:));
CGAffineTransform CGAffineTransformTranslate(CGAffineTransform t, CGFloat tx, CGFloat ty)
    CG_SWIFT_NAME(CGAffineTransform.translatedBy(self:x:y:));
CGAffineTransform CGAffineTransformScale(CGAffineTransform t, CGFloat sx, CGFloat sy)
    CG_SWIFT_NAME(CGAffineTransform.scaledBy(self:x:y:));
CGAffineTransform CGAffineTransformRotate(CGAffineTransform t, CGFloat angle)
    CG_SWIFT_NAME(CGAffineTransform.rotated(self:by:));
CGAffineTransform CGAffineTransformInvert(CGAffineTransform t)
    CG_SWIFT_NAME(CGAffineTransform.inverted(self:));
CGAffineTransform CGAffineTransformConcat(CGAffineTransform t1, CGAffineTransform t2)
    CG_SWIFT_NAME(CGAffineTransform.concatenating(self:_:));
CGPoint CGPointApplyAffineTransform(CGPoint point, CGAffineTransform t)
    CG_SWIFT_NAME(CGPoint.applying(self:_:));
CGSize CGSizeApplyAffineTransform(CGSize size, CGAffineTransform t)
    CG_SWIFT_NAME(CGSize.applying(self:_:));
CGRect CGRectApplyAffineTransform(CGRect rect, CGAffineTransform t)
    CG_SWIFT_NAME(CGRect.applying(self:_:));

#pragma clang assume_nonnull end
